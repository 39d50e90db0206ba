import { cookies } from 'next/headers';
import { TitledPage } from '~/components/shell/titled-page';
import { isPhoneFromCookie, SCREEN_COOKIE } from '~/components/providers/screen-cookie';
import { ApplicationsView } from '~/components/applications/applications-view';
import { VIEW_COOKIE, viewFromCookie } from '~/components/applications/view-cookie';
import { pageMetadata } from '~/app/page-metadata';
import { TITLE_MAX } from '~/domain/applications';
import { prefillFrom } from '~/domain/extension';
import { trackerShownFrom } from '~/domain/tracker-view';
import { Prefetched } from '~/trpc/server';
import { ClientMessages } from '~/components/providers/client-messages';

export const generateMetadata = () => pageMetadata('applications');

export default async function ApplicationsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const cookieStore = await cookies();
  const knownIsPhone = isPhoneFromCookie(cookieStore.get(SCREEN_COOKIE)?.value);
  const knownView = viewFromCookie(cookieStore.get(VIEW_COOKIE)?.value);
  const params = await searchParams;
  const prefill = prefillFrom(params, TITLE_MAX);
  // The status and search in the address (a link from the dashboard's counts, a reload, Back) shape the first paint.
  const shown = trackerShownFrom(params);
  return (
    <ClientMessages scope="/applications">
      <TitledPage page="applications">
        <Prefetched queries={(api) => [api.applications.list.prefetch({})]}>
          <ApplicationsView knownIsPhone={knownIsPhone} knownView={knownView} knownShown={shown} prefill={prefill} />
        </Prefetched>
      </TitledPage>
    </ClientMessages>
  );
}
