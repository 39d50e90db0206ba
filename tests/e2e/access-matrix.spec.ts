import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { DEMO, EXPIRED } from './helpers';

const GUARDED = ['/dashboard', '/matches', '/jobs', '/applications', '/documents', '/settings', '/job-preferences', '/support', '/resume'];
const DATA_PROCEDURES = ['user.me', 'jobs.latest', 'applications.list', 'resume.get'];

/** Signs in over HTTP exactly as the sign-in form does (next-auth CSRF + credentials callback). */
async function signedInContext(baseURL: string, user?: { email: string; password: string }): Promise<APIRequestContext> {
  const context = await request.newContext({ baseURL });
  if (!user) return context;
  const { csrfToken } = (await (await context.get('/api/auth/csrf')).json()) as { csrfToken: string };
  const answer = await context.post('/api/auth/callback/credentials', {
    form: { csrfToken, email: user.email, password: user.password, json: 'true' },
    maxRedirects: 0,
  });
  expect(answer.status()).toBeLessThan(400);
  return context;
}

const cases = [
  { who: 'no session', user: undefined, page: '/auth', api: 401 },
  { who: 'expired subscription', user: EXPIRED, page: '/auth?reason=expired', api: 403 },
  { who: 'valid subscription', user: DEMO, page: null, api: 200 },
] as const;

for (const c of cases) {
  test(`over HTTP, ${c.who}: guarded routes and data procedures`, async ({ baseURL }) => {
    const context = await signedInContext(baseURL!, c.user);
    for (const path of GUARDED) {
      const response = await context.get(path, { maxRedirects: 0 });
      if (c.page) {
        expect(response.status(), path).toBe(307);
        const target = new URL(response.headers().location!, baseURL);
        expect(target.pathname + target.search, path).toBe(c.page);
      } else {
        expect(response.status(), path).toBe(200);
      }
      // Client-side navigations fetch the route as an RSC payload: guarded the same way. (An allowed
      // RSC request without the router's cache key is bounced by Next to add it, never to /auth.)
      const rsc = await context.get(`${path}?_rsc=x`, { maxRedirects: 0, headers: { rsc: '1' } });
      const rscTarget = new URL(rsc.headers().location ?? path, baseURL).pathname;
      expect(rscTarget, `${path} (RSC)`).toBe(c.page ? '/auth' : path);
    }
    for (const procedure of DATA_PROCEDURES) {
      const response = await context.get(`/api/trpc/${procedure}`);
      expect(response.status(), procedure).toBe(c.api);
    }
    await context.dispose();
  });
}
