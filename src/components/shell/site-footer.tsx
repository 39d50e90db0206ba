import { Anchor, Container, Group, Text } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { env } from '~/env';

/** Footer (SPEC §2): tagline, support mail, social link, © current year. */
export async function SiteFooter({ year }: { year: number }) {
  const t = await getTranslations('footer');
  return (
    <Container component="footer" size="lg" py="xl" mt="xl" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <Group justify="space-between" gap="md">
        <Text c="dimmed" size="sm">
          {t('tagline')}
        </Text>
        <Group gap="lg">
          <Anchor href={`mailto:${env.SUPPORT_EMAIL}`} size="sm" c="orange.8">
            {t('supportMail')}
          </Anchor>
          <Anchor href={env.SOCIAL_URL} target="_blank" rel="noopener noreferrer" size="sm" c="orange.8">
            {t('social')}
          </Anchor>
        </Group>
        <Text c="dimmed" size="sm" data-testid="copyright">
          {t('copyright', { year })}
        </Text>
      </Group>
    </Container>
  );
}
