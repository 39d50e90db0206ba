import '@mantine/core/styles/Container.css';
import { Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import { MantineScope } from '~/components/providers/mantine-scope';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PlainLinkButton } from '~/components/plain/mantine-markup';
import { LanguageToggle } from '~/components/shell/language-toggle';
import { SiteFooter } from '~/components/shell/site-footer';
import { DEFAULT_RETURN_PATH } from '~/domain/return-path';
import { getSession } from '~/server/auth/request-session';

/** The public front page; a signed-in person has nothing to do here and goes straight to the dashboard. */
export default async function HomePage() {
  const [t, session] = await Promise.all([getTranslations(), getSession()]);
  if (session) redirect(DEFAULT_RETURN_PATH);
  return (
    <MantineScope>
      <Box component="main">
        <Container size="md" py={96}>
          <Group justify="flex-end" mb="xl">
            <LanguageToggle />
          </Group>
          <Stack gap="lg" align="flex-start">
            <Text fw={800} fz={28} c="orange.7">
              {t('common.appName')}
            </Text>
            <Title order={1} fz={44}>
              {t('home.title')}
            </Title>
            <Text size="xl" c="dimmed" maw={640}>
              {t('home.lead')}
            </Text>
            <Group>
              <PlainLinkButton href="/auth" size="md">
                {t('home.signIn')}
              </PlainLinkButton>
              <PlainLinkButton href="/onboarding" size="md" variant="outline">
                {t('home.getStarted')}
              </PlainLinkButton>
            </Group>
          </Stack>
        </Container>
      </Box>
      <SiteFooter year={new Date().getFullYear()} />
    </MantineScope>
  );
}
