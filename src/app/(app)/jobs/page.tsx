import { TitledPage } from '~/components/shell/titled-page';
import { JobsBrowser } from '~/components/jobs/jobs-browser';
import { pageMetadata } from '~/app/page-metadata';

export const generateMetadata = () => pageMetadata('jobs');

export default function JobsPage() {
  return (
    <TitledPage page="jobs">
      <JobsBrowser />
    </TitledPage>
  );
}
