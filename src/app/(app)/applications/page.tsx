import { cookies } from 'next/headers';
import { TitledPage } from '~/components/shell/titled-page';
import { isPhoneFromCookie, SCREEN_COOKIE } from '~/components/providers/screen-cookie';
import { ApplicationsView } from '~/components/applications/applications-view';
import { pageMetadata } from '~/app/page-metadata';
import { Prefetched } from '~/trpc/server';
import { ClientMessages } from '~/components/providers/client-messages';

export const generateMetadata = () => pageMetadata('applications');

export default async function ApplicationsPage() {
  const knownIsPhone = isPhoneFromCookie((await cookies()).get(SCREEN_COOKIE)?.value);
  return (
    <ClientMessages scope="/applications">
      <TitledPage page="applications">
        <Prefetched queries={(api) => [api.applications.list.prefetch({})]}>
          <ApplicationsView knownIsPhone={knownIsPhone} />
        </Prefetched>
      </TitledPage>
    </ClientMessages>
  );
}
