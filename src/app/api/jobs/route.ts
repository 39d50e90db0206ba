import { ZLatestInput } from '~/domain/jobs/search-schema';
import { AppError, type TErrorCode } from '~/domain/errors';
import { subscribedRequest } from '~/server/api/request-context';
import { latestJobsPage } from '~/server/services/job-lists';
import { log } from '~/server/log.mjs';

export const dynamic = 'force-dynamic';

/** A refusal: the domain error code for programs, the message for people. */
const answer = (status: number, code: TErrorCode, error: string) => Response.json({ code, error }, { status });
const number = (value: string | null) => (value === null || value === '' ? undefined : Number(value));
/** `true`/`1` and `false`/`0`; anything else is left for the schema to refuse. */
const flag = (value: string | null) => (value === null || value === '' ? undefined : value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value);

/**
 * GET /api/jobs: the latest jobs page as plain JSON (the same data and rules as the tRPC
 * `jobs.latest` procedure) for integrations that do not speak tRPC, e.g. a spreadsheet import.
 */
export async function GET(request: Request) {
  const { context, access } = await subscribedRequest();
  if (access === 'signed-out') return answer(401, 'UNAUTHORIZED', 'Authentication required');
  if (access === 'expired') return answer(403, 'SUBSCRIPTION_INVALID', 'Subscription required');
  const query = new URL(request.url).searchParams;
  const input = ZLatestInput.safeParse({
    days: number(query.get('days')),
    maxResults: number(query.get('max_results')),
    page: number(query.get('page')),
    search: query.get('search') ?? undefined,
    // Repeat `location` or `field` for more than one (any of them matches).
    location: query.get('location') ?? undefined,
    field: query.get('field') ?? undefined,
    locations: query.getAll('location').slice(1),
    fields: query.getAll('field').slice(1),
    remote: flag(query.get('remote')),
    sort: query.get('sort') ?? undefined,
  });
  if (!input.success) return answer(400, 'BAD_INPUT', input.error.issues[0]?.message ?? 'Invalid request');
  try {
    const user = (await context.loadUser())!;
    return Response.json(await latestJobsPage(context.jobs, { user, token: context.session?.accessToken }, input.data), { headers: { 'cache-control': 'no-store' } });
  } catch (error) {
    if (error instanceof AppError && error.code === 'UNAUTHORIZED') return answer(401, 'UNAUTHORIZED', error.message);
    log.error({ err: error }, 'GET /api/jobs failed');
    return answer(502, 'UPSTREAM', 'Failed to fetch jobs');
  }
}
