import type { TClock } from '~/domain/clock';
import { isSubscriptionValid } from '~/domain/subscription';
import type { TApplicationsRepo } from '../db/applications-repo';
import type { TJobsRepo } from '../db/jobs-repo';
import type { TUsersRepo } from '../db/users-repo';
import { InvalidTokenError, type TAccessTokenVerifier } from './access-token';
import { applicationsRoutes } from './applications-routes';
import { ApiError, json, type TRoute } from './http';
import { jobsRoutes } from './jobs-routes';

/** Where the platform is mounted in the app; the HTTP clients default to it. */
export const PLATFORM_PATH = '/api/platform';

export type TPlatformDeps = {
  users: TUsersRepo;
  jobs: TJobsRepo;
  applications: TApplicationsRepo;
  clock: TClock;
  verify: TAccessTokenVerifier;
  /** Each API is switched off (404) when an external one is configured in its place. */
  serves: { jobs: boolean; applications: boolean };
  log?: (message: string, error: unknown) => void;
};

/**
 * Rumbo's own jobs/user and applications APIs (SPEC §7) as one Request → Response function: the
 * route handler serves it over HTTP, and the app's clients may call it in-process.
 */
export function createPlatform(deps: TPlatformDeps) {
  const routes: Record<string, TRoute & { api: 'jobs' | 'applications' }> = {};
  for (const [key, route] of Object.entries(jobsRoutes(deps))) routes[key] = { ...route, api: 'jobs' };
  for (const [key, route] of Object.entries(applicationsRoutes(deps))) routes[key] = { ...route, api: 'applications' };
  const paths = new Set(Object.keys(routes).map((key) => key.split(' ')[1]));

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname.startsWith(PLATFORM_PATH) ? url.pathname.slice(PLATFORM_PATH.length) : url.pathname;
    const route = routes[`${request.method} ${path}`];
    if (!route) return paths.has(path) ? json({ error: 'Method not allowed' }, 405) : json({ error: 'Not found' }, 404);
    if (!deps.serves[route.api]) return json({ error: 'Not found' }, 404);
    try {
      const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
      if (!bearer) throw new ApiError(401, 'Authentication required');
      const { email } = await deps.verify(bearer);
      const user = await deps.users.get(email);
      if (route.needsSubscription && !isSubscriptionValid(user?.subscription, deps.clock.now())) throw new ApiError(403, 'Subscription required');
      return await route.handle({ email, user, query: url.searchParams, request });
    } catch (error) {
      if (error instanceof ApiError) return json({ error: error.message }, error.status);
      if (error instanceof InvalidTokenError) return json({ error: error.message }, 401);
      (deps.log ?? console.error)(`Platform ${request.method} ${path} failed`, error);
      return json({ error: 'Internal error' }, 500);
    }
  }

  /** A fetch that answers from this platform without a network hop. */
  const fetchInProcess: typeof fetch = async (input, init) => handle(new Request(input, init));
  return { handle, fetch: fetchInProcess };
}
export type TPlatform = ReturnType<typeof createPlatform>;
