import { ZLatestInput } from '~/server/api/routers/jobs';
import { checkAccess } from '~/server/auth/access';
import { getSession } from '~/server/auth/request-session';
import { UpstreamError } from '~/server/clients/http';
import { getDeps } from '~/server/deps';
import { latestJobsPage } from '~/server/services/job-lists';

export const dynamic = 'force-dynamic';

const number = (value: string | null) => (value === null || value === '' ? undefined : Number(value));

/**
 * GET /api/jobs: the latest jobs page as plain JSON (the same data and rules as the tRPC
 * `jobs.latest` procedure) for integrations that do not speak tRPC, e.g. a spreadsheet import.
 */
export async function GET(request: Request) {
  const deps = getDeps();
  const session = await getSession();
  const access = await checkAccess(session, deps);
  if (access !== 'ok' || !session?.accessToken) return Response.json({ error: access === 'expired' ? 'Subscription required' : 'Authentication required' }, { status: access === 'expired' ? 403 : 401 });
  const query = new URL(request.url).searchParams;
  const input = ZLatestInput.safeParse({
    days: number(query.get('days')),
    maxResults: number(query.get('max_results')),
    page: number(query.get('page')),
    search: query.get('search') ?? undefined,
    location: query.get('location') ?? undefined,
    field: query.get('field') ?? undefined,
  });
  if (!input.success) return Response.json({ error: input.error.issues[0]?.message ?? 'Invalid request' }, { status: 400 });
  try {
    return Response.json(await latestJobsPage(deps.jobsApi, session.accessToken, input.data), { headers: { 'cache-control': 'no-store' } });
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 401) return Response.json({ error: error.message }, { status: 401 });
    console.error('GET /api/jobs failed', error);
    return Response.json({ error: 'Failed to fetch jobs' }, { status: 502 });
  }
}
