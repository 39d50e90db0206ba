import { pageMetadata } from '~/app/page-metadata';
import { JobPosting } from '~/components/jobs/job-posting';

export const generateMetadata = () => pageMetadata('job');

/** One job inside Rumbo, at an address that can be shared and reloaded (`/jobs/<id>`, see `jobPagePath`). */
export default async function JobPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <JobPosting id={id} />;
}
