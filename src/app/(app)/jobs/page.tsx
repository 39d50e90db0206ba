import { TitledPage } from '~/components/shell/titled-page';
import { JobsBrowser } from '~/components/jobs/jobs-browser';
import { jobsQueryFromParams, latestInputOf } from '~/domain/jobs/search-query';
import { pageMetadata } from '~/app/page-metadata';
import { Prefetched } from '~/trpc/server';
import { ClientMessages } from '~/components/providers/client-messages';

export const generateMetadata = () => pageMetadata('jobs');

type TSearchParams = Record<string, string | string[] | undefined>;

/** The address's query as the browser's `useSearchParams` reads it. */
function toParams(searchParams: TSearchParams): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(searchParams)) for (const one of [value ?? []].flat()) params.append(name, one);
  return params;
}

export default async function JobsPage({ searchParams }: { searchParams: Promise<TSearchParams> }) {
  // The same input the browser's list asks for, so the first paint already holds this page of jobs.
  const input = latestInputOf(jobsQueryFromParams(toParams(await searchParams)));
  return (
    <ClientMessages scope="/jobs">
      <TitledPage page="jobs">
        <Prefetched queries={(api) => [api.jobs.latest.prefetch(input), api.jobs.choices.prefetch(), api.applications.list.prefetch({})]}>
          <JobsBrowser />
        </Prefetched>
      </TitledPage>
    </ClientMessages>
  );
}
