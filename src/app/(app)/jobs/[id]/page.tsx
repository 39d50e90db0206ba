import { pageMetadata } from '~/app/page-metadata';
import { JobPosting } from '~/components/jobs/job-posting';
import { jobUrlFromId } from '~/domain/jobs/id';
import { Prefetched } from '~/trpc/server';
import { ClientMessages } from '~/components/providers/client-messages';

export const generateMetadata = () => pageMetadata('job');

/** One job inside Rumbo, at an address that can be shared and reloaded (`/jobs/<id>`, see `jobPagePath`). */
export default async function JobPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const jobUrl = jobUrlFromId(id);
  return (
    <ClientMessages scope="/jobs/[id]">
      <Prefetched queries={(api) => (jobUrl ? [api.jobs.byUrl.prefetch({ url: jobUrl }), api.jobs.matches.prefetch(), api.applications.list.prefetch({})] : [])}>
        <JobPosting id={id} />
      </Prefetched>
    </ClientMessages>
  );
}
