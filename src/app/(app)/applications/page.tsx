import { TitledPage } from '~/components/shell/titled-page';
import { ApplicationsView } from '~/components/applications/applications-view';

export default function ApplicationsPage() {
  return (
    <TitledPage page="applications">
      <ApplicationsView />
    </TitledPage>
  );
}
