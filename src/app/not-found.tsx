import { getTranslations } from 'next-intl/server';
import { MESSAGE_COLUMN, MESSAGE_LEAD, MESSAGE_MAIN, MESSAGE_ROW, MESSAGE_TITLE } from '~/components/message-page';
import { pageMetadata } from '~/app/page-metadata';
import { LinkButton } from '~/components/ui/controls';
import { DEFAULT_RETURN_PATH } from '~/domain/return-path';
import { hasSessionCookie } from '~/server/api/request-session';

export const generateMetadata = () => pageMetadata('notFound');

/**
 * Any unknown address: what happened, and the way back that fits (the dashboard when signed in,
 * else home or sign-in). Next renders this with every page (it is the root's boundary), so it
 * only looks for the session cookie: decoding it here cost every page a second decode. A stale
 * cookie's dashboard link ends at the sign-in page, through the guard.
 */
export default async function NotFound() {
  const [t, isSignedIn] = await Promise.all([getTranslations('pages.notFound'), hasSessionCookie()]);
  return (
    <main style={MESSAGE_MAIN}>
      <div style={MESSAGE_COLUMN}>
        <h1 style={MESSAGE_TITLE}>{t('title')}</h1>
        <p style={MESSAGE_LEAD}>{t('lead')}</p>
        {isSignedIn ? (
          <LinkButton href={DEFAULT_RETURN_PATH}>{t('toDashboard')}</LinkButton>
        ) : (
          <div style={MESSAGE_ROW}>
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
