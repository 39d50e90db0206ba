import { cookies } from 'next/headers';
import { TitledPage } from '~/components/shell/titled-page';
import { isPhoneFromCookie, SCREEN_COOKIE } from '~/components/providers/screen-cookie';
import { ApplicationsView } from '~/components/applications/applications-view';
import { VIEW_COOKIE, viewFromCookie } from '~/components/applications/view-cookie';
import { pageMetadata } from '~/app/page-metadata';
import { TITLE_MAX } from '~/domain/applications';
import { prefillFrom } from '~/domain/extension';
import { Prefetched } from '~/trpc/server';
import { ClientMessages } from '~/components/providers/client-messages';

export const generateMetadata = () => pageMetadata('applications');

export default async function ApplicationsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const cookieStore = await cookies();
  const knownIsPhone = isPhoneFromCookie(cookieStore.get(SCREEN_COOKIE)?.value);
  const knownView = viewFromCookie(cookieStore.get(VIEW_COOKIE)?.value);
  const prefill = prefillFrom(await searchParams, TITLE_MAX);
  return (
    <ClientMessages scope="/applications">
      <TitledPage page="applications">
        <Prefetched queries={(api) => [api.applications.list.prefetch({})]}>
          <ApplicationsView knownIsPhone={knownIsPhone} knownView={knownView} prefill={prefill} />
        </Prefetched>
      </TitledPage>
    </ClientMessages>
  );
}
