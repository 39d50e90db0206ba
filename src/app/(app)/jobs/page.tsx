import { TitledPage } from '~/components/shell/titled-page';
import { JobsBrowser } from '~/components/jobs/jobs-browser';

export default function JobsPage() {
  return (
    <TitledPage page="jobs">
      <JobsBrowser />
    </TitledPage>
  );
}
