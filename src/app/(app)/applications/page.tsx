import { TitledPage } from '~/components/shell/titled-page';
import { ApplicationsView } from '~/components/applications/applications-view';
import { pageMetadata } from '~/app/page-metadata';
import { Prefetched } from '~/trpc/server';

export const generateMetadata = () => pageMetadata('applications');

export default function ApplicationsPage() {
  return (
    <TitledPage page="applications">
      <Prefetched queries={(api) => [api.applications.list.prefetch({})]}>
        <ApplicationsView />
      </Prefetched>
    </TitledPage>
  );
}
