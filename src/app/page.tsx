import '@mantine/core/styles/Container.css';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PlainGroup, PlainStack, PlainText, PlainTitle, rem } from '~/components/plain/layout';
import { PlainLinkButton, type TStyle } from '~/components/plain/mantine-markup';
import { LanguageToggle } from '~/components/shell/language-toggle';
import { SiteFooter } from '~/components/shell/site-footer';
import { DEFAULT_RETURN_PATH } from '~/domain/return-path';
import { getSession } from '~/server/api/request-session';

/** Mantine's Container at size md with 96 px above and below. */
const CONTAINER: TStyle = { '--container-size': 'var(--container-size-md)', paddingTop: rem(96), paddingBottom: rem(96) };

/** The public front page; a signed-in person has nothing to do here and goes straight to the dashboard. */
export default async function HomePage() {
  const [t, session] = await Promise.all([getTranslations(), getSession()]);
  if (session) redirect(DEFAULT_RETURN_PATH);
  return (
    <>
      <main>
        <div style={CONTAINER} className="m_7485cace" data-strategy="block">
          <PlainGroup justify="flex-end" style={{ marginBottom: 'var(--mantine-spacing-xl)' }}>
            <LanguageToggle />
          </PlainGroup>
          <PlainStack gap="lg" align="flex-start">
            <PlainText fw={800} fz={28} c="orange.7">
              {t('common.appName')}
            </PlainText>
            <PlainTitle order={1} fz={44}>
              {t('home.title')}
            </PlainTitle>
            <PlainText size="xl" c="dimmed" style={{ maxWidth: rem(640) }}>
              {t('home.lead')}
            </PlainText>
            <PlainGroup>
              <PlainLinkButton href="/auth" size="md">
                {t('home.signIn')}
              </PlainLinkButton>
              <PlainLinkButton href="/onboarding" size="md" variant="outline">
                {t('home.getStarted')}
              </PlainLinkButton>
            </PlainGroup>
          </PlainStack>
        </div>
      </main>
      <SiteFooter year={new Date().getFullYear()} />
    </>
  );
}
