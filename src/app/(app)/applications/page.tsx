import { TitledPage } from '~/components/shell/titled-page';
import { ApplicationsView } from '~/components/applications/applications-view';
import { pageMetadata } from '~/app/page-metadata';

export const generateMetadata = () => pageMetadata('applications');

export default function ApplicationsPage() {
  return (
    <TitledPage page="applications">
      <ApplicationsView />
    </TitledPage>
  );
}
