import { cookies } from 'next/headers';
import { TitledPage } from '~/components/shell/titled-page';
import { isPhoneFromCookie, SCREEN_COOKIE } from '~/components/providers/screen-cookie';
import { ApplicationsView } from '~/components/applications/applications-view';
import { VIEW_COOKIE, viewFromCookie } from '~/components/applications/view-cookie';
import { pageMetadata } from '~/app/page-metadata';
import { Prefetched } from '~/trpc/server';
import { ClientMessages } from '~/components/providers/client-messages';

export const generateMetadata = () => pageMetadata('applications');

export default async function ApplicationsPage() {
  const cookieStore = await cookies();
  const knownIsPhone = isPhoneFromCookie(cookieStore.get(SCREEN_COOKIE)?.value);
  const knownView = viewFromCookie(cookieStore.get(VIEW_COOKIE)?.value);
  return (
    <ClientMessages scope="/applications">
      <TitledPage page="applications">
        <Prefetched queries={(api) => [api.applications.list.prefetch({})]}>
          <ApplicationsView knownIsPhone={knownIsPhone} knownView={knownView} />
        </Prefetched>
      </TitledPage>
    </ClientMessages>
  );
}
