import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Group, Stack, Text, Title, rem } from '~/components/ui/layout';
import { LinkButton, type TStyle } from '~/components/ui/controls';
import { LanguageToggle } from '~/components/shell/language-toggle';
import { SiteFooter } from '~/components/shell/site-footer';
import { DEFAULT_RETURN_PATH } from '~/domain/return-path';
import { getSession } from '~/server/api/request-session';

/** A column at most 960 px wide (the theme's md container), with 96 px above and below. */
const CONTAINER: TStyle = { maxWidth: rem(960), marginInline: 'auto', paddingInline: 'var(--mantine-spacing-md)', paddingTop: rem(96), paddingBottom: rem(96) };

/** The public front page; a signed-in person has nothing to do here and goes straight to the dashboard. */
export default async function HomePage() {
  const [t, session] = await Promise.all([getTranslations(), getSession()]);
  if (session) redirect(DEFAULT_RETURN_PATH);
  return (
    <>
      <main>
        <div style={CONTAINER}>
          <Group justify="flex-end" style={{ marginBottom: 'var(--mantine-spacing-xl)' }}>
            <LanguageToggle />
          </Group>
          <Stack gap="lg" align="flex-start">
            <Text fw={800} fz={28} c="orange.7">
              {t('common.appName')}
            </Text>
            <Title order={1} fz={44}>
              {t('home.title')}
            </Title>
            <Text size="xl" c="dimmed" style={{ maxWidth: rem(640) }}>
              {t('home.lead')}
            </Text>
            <Group>
              <LinkButton href="/auth" size="md">
                {t('home.signIn')}
              </LinkButton>
              <LinkButton href="/onboarding" size="md" variant="outline">
                {t('home.getStarted')}
              </LinkButton>
            </Group>
          </Stack>
        </div>
      </main>
      <SiteFooter year={new Date().getFullYear()} />
    </>
  );
}
