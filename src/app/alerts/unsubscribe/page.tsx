import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { AlertLinkPage, textOf } from '~/components/alerts/alert-link-page';
import { pageMetadata } from '~/app/page-metadata';
import { clientAddress } from '~/server/api/request-session';
import { getDeps } from '~/server/deps';
import { readAlertLink } from '~/server/services/alerts';

export const dynamic = 'force-dynamic';
export const generateMetadata = () => pageMetadata('alertUnsubscribe');

/**
 * /alerts/unsubscribe?t=…: where the unsubscribe link of a match alert leads, public (no session).
 * It asks to confirm; the button POSTs to /api/alerts/unsubscribe, which switches the alerts off
 * (as a mail client's one-click unsubscribe does). Opening the link changes nothing.
 */
export default async function AlertUnsubscribePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = await searchParams;
  const token = typeof query.t === 'string' ? query.t : '';
  const t = await getTranslations('matchAlerts');
  if (query.done === '1') return <AlertLinkPage title={t('unsubscribedTitle')}>{textOf(t('unsubscribedText'))}</AlertLinkPage>;
  const answer = await readAlertLink(getDeps(), { token, purpose: 'unsubscribe', address: clientAddress(await headers()) });
  if (answer.kind === 'limited') return <AlertLinkPage title={t('unsubscribeTitle')} refusal={t('tooMany')} />;
  // Says how to stop the alerts without the link, not how to save jobs (the Save link's refusal).
  if (answer.kind !== 'unsubscribe')
    return <AlertLinkPage title={t('unsubscribeTitle')} refusal={t('unsubscribeLinkInvalid')} next={{ href: '/settings', label: t('toAlertSettings') }} />;
  return (
    <AlertLinkPage title={t('unsubscribeTitle')} action={{ url: `/api/alerts/unsubscribe?t=${encodeURIComponent(token)}`, label: t('unsubscribeButton') }}>
      {textOf(t('unsubscribeIntro'))}
    </AlertLinkPage>
  );
}
