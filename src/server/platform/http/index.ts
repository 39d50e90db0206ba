import type { TClock } from '~/domain/clock';
import { isSubscriptionValid } from '~/domain/subscription';
import { bearerToken } from '../../auth/bearer';
import type { TUsersRepo } from '../../db/users-repo';
import type { TApplicationsSource, TJobsSource, TResumeMatchingSource } from '../../sources/types';
import { InvalidTokenError, type TAccessTokenVerifier } from './access-token';
import { applicationsRoutes } from './applications-routes';
import { answerFor, ApiError, json, type TRoute } from './http';
import { jobsRoutes } from './jobs-routes';
import { resumeRoutes } from './resume-routes';
import { log } from '~/server/log.mjs';

/** Where the platform is mounted in the app. */
export const PLATFORM_PATH = '/api/platform';

export type TPlatformDeps = {
  users: TUsersRepo;
  /** Rumbo's own sources: the same functions the procedures call in-process. */
  jobs: TJobsSource;
  applications: TApplicationsSource;
  resumeMatching: TResumeMatchingSource;
  clock: TClock;
  verify: TAccessTokenVerifier;
  /** Each API is switched off (404) when an external one is configured in its place. */
  serves: { jobs: boolean; applications: boolean; resumeMatching: boolean };
  log?: (message: string, error: unknown) => void;
};

type TApi = keyof TPlatformDeps['serves'];

/**
 * Rumbo's own jobs/user, applications and resume-matching APIs (docs/product-rules.md §7) over HTTP, for other
 * clients and self-hosters: a thin shell that checks the bearer token and the subscription, then
 * calls the same sources the app's procedures call directly. The resume-matching routes want
 * the bearer too, although docs/product-rules.md §6 attaches none to that API: Rumbo's copy serves its
 * subscribers only (a request belongs to the one who uploaded it, ranks with their preferences,
 * and the ranked jobs are subscriber data), and the captcha alone does not say who is asking.
 */
export function createPlatformHttp(deps: TPlatformDeps) {
  const routes: Record<string, TRoute & { api: TApi }> = {};
  const mount = (api: TApi, table: Record<string, TRoute>) => Object.entries(table).forEach(([key, route]) => (routes[key] = { ...route, api }));
  mount('jobs', jobsRoutes(deps.jobs));
  mount('applications', applicationsRoutes(deps.applications));
  mount('resumeMatching', resumeRoutes(deps.resumeMatching));
  const paths = new Set(Object.keys(routes).map((key) => key.split(' ')[1]));

  return async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname.startsWith(PLATFORM_PATH) ? url.pathname.slice(PLATFORM_PATH.length) : url.pathname;
    const route = routes[`${request.method} ${path}`];
    if (!route) return paths.has(path) ? json({ error: 'Method not allowed' }, 405) : json({ error: 'Not found' }, 404);
    if (!deps.serves[route.api]) return json({ error: 'Not found' }, 404);
    try {
      const token = bearerToken(request.headers.get('authorization'));
      if (!token) throw new ApiError(401, 'Authentication required');
      const { email } = await deps.verify(token);
      const user = await deps.users.get(email);
      if (route.needsSubscription && !isSubscriptionValid(user?.subscription, deps.clock.now())) throw new ApiError(403, 'Subscription required');
      if (!user) throw new ApiError(404, 'User not found');
      return await route.handle({ caller: { user, token }, query: url.searchParams, request });
    } catch (error) {
      if (error instanceof InvalidTokenError) return json({ error: error.message }, 401);
      const answer = answerFor(error);
      if (answer) return answer;
      (deps.log ?? ((message: string, cause: unknown) => log.error({ err: cause }, message)))(`Platform ${request.method} ${path} failed`, error);
      return json({ error: 'Internal error' }, 500);
    }
  };
}
export type TPlatformHttp = ReturnType<typeof createPlatformHttp>;
