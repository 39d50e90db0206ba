import { getTranslations } from 'next-intl/server';
import type { CSSProperties } from 'react';
import { pageMetadata } from '~/app/page-metadata';
import { LinkButton } from '~/components/ui/controls';
import { DEFAULT_RETURN_PATH } from '~/domain/return-path';
import { hasSessionCookie } from '~/server/api/request-session';

export const generateMetadata = () => pageMetadata('notFound');

// Plain elements with inline styles: the root not-found page's code and styles come with every
// page of the site, so it carries no component library and no stylesheet of its own.
const MAIN: CSSProperties = { maxWidth: '45rem', marginInline: 'auto', padding: '6rem var(--mantine-spacing-md)' };
const COLUMN: CSSProperties = { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 'var(--mantine-spacing-md)' };
const TITLE: CSSProperties = { margin: 0, fontSize: 'var(--mantine-h1-font-size)', fontWeight: 'var(--mantine-h1-font-weight)', lineHeight: 'var(--mantine-h1-line-height)' };
const ROW: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: 'var(--mantine-spacing-md)' };

/**
 * Any unknown address: what happened, and the way back that fits (the dashboard when signed in,
 * else home or sign-in). Next renders this with every page (it is the root's boundary), so it
 * only looks for the session cookie: decoding it here cost every page a second decode. A stale
 * cookie's dashboard link ends at the sign-in page, through the guard.
 */
export default async function NotFound() {
  const [t, isSignedIn] = await Promise.all([getTranslations('pages.notFound'), hasSessionCookie()]);
  return (
    <main style={MAIN}>
      <div style={COLUMN}>
        <h1 style={TITLE}>{t('title')}</h1>
        <p style={{ margin: 0, color: 'var(--mantine-color-dimmed)' }}>{t('lead')}</p>
        {isSignedIn ? (
          <LinkButton href={DEFAULT_RETURN_PATH}>{t('toDashboard')}</LinkButton>
        ) : (
          <div style={ROW}>
            <LinkButton href="/">{t('toHome')}</LinkButton>
            <LinkButton href="/auth" variant="outline">
              {t('signIn')}
            </LinkButton>
          </div>
        )}
      </div>
    </main>
  );
}
