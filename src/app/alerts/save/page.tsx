import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { AlertLinkPage, textOf } from '~/components/alerts/alert-link-page';
import { pageMetadata } from '~/app/page-metadata';
import { clientAddress } from '~/server/api/request-session';
import { getDeps } from '~/server/deps';
import { readAlertLink } from '~/server/services/alerts';

export const dynamic = 'force-dynamic';
export const generateMetadata = () => pageMetadata('alertSave');

/**
 * /alerts/save?t=…: the Save link of a match alert, public (no session). It names the job and asks
 * to confirm; the button POSTs to /api/alerts/save, which saves it. Opening the link changes nothing.
 */
export default async function AlertSavePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = await searchParams;
  const token = typeof query.t === 'string' ? query.t : '';
  const t = await getTranslations('matchAlerts');
  if (query.done === '1') {
    return (
      <AlertLinkPage title={t('savedTitle')} next={{ href: '/applications', label: t('openApplications') }}>
        {textOf(t('savedText'))}
      </AlertLinkPage>
    );
  }
  const answer = await readAlertLink(getDeps(), { token, purpose: 'save', address: clientAddress(await headers()) });
  if (answer.kind === 'limited') return <AlertLinkPage title={t('saveTitle')} refusal={t('tooMany')} />;
  if (answer.kind !== 'save') return <AlertLinkPage title={t('saveTitle')} refusal={t('linkInvalid')} />;
  return (
    <AlertLinkPage title={t('saveTitle')} action={{ url: `/api/alerts/save?t=${encodeURIComponent(token)}`, label: t('saveButton') }}>
      {textOf(t('saveIntro', { title: answer.job.title, company: answer.job.company }))}
    </AlertLinkPage>
  );
}
