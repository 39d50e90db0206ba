import { expect, request, test, type APIRequestContext } from './fixtures';
import { DEMO, EXPIRED } from './helpers';

const GUARDED = ['/dashboard', '/matches', '/jobs', '/applications', '/documents', '/settings', '/job-preferences', '/support', '/resume'];
const DATA_PROCEDURES = ['user.me', 'jobs.latest', 'applications.list', 'resume.get'];

/** Signs in over HTTP exactly as the /auth page does: the auth.signIn procedure, then its ticket to next-auth. */
async function signedInContext(baseURL: string, user?: { email: string; password: string }): Promise<APIRequestContext> {
  const context = await request.newContext({ baseURL });
  if (!user) return context;
  const step = await context.post('/api/trpc/auth.signIn', { data: { username: user.email, password: user.password } });
  expect(step.status()).toBe(200);
  const { ticket } = ((await step.json()) as { result: { data: { ticket: string } } }).result.data;
  const { csrfToken } = (await (await context.get('/api/auth/csrf')).json()) as { csrfToken: string };
  const answer = await context.post('/api/auth/callback/credentials', {
    form: { csrfToken, ticket, json: 'true' },
    maxRedirects: 0,
  });
  expect(answer.status()).toBeLessThan(400);
  return context;
}

const cases = [
  // A signed-out visitor keeps the page asked for, so sign-in returns there (the dashboard is the default).
  { who: 'no session', user: undefined, page: (path: string) => (path === '/dashboard' ? '/auth' : `/auth?next=${path}`), api: 401 },
  { who: 'expired subscription', user: EXPIRED, page: () => '/auth?reason=expired', api: 403 },
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
        expect(target.pathname + target.search, path).toBe(c.page(path));
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
    // The plain JSON face of the latest jobs: the same checks, refusals carry a code.
    const jobs = await context.get('/api/jobs?page=1&days=14');
    expect(jobs.status(), '/api/jobs').toBe(c.api);
    const body = (await jobs.json()) as { code?: string; jobs?: unknown[] };
    if (c.api === 200) expect(body.jobs?.length).toBeGreaterThan(0);
    else expect(body.code).toBe(c.api === 401 ? 'UNAUTHORIZED' : 'SUBSCRIPTION_INVALID');
    await context.dispose();
  });
}

test('the session endpoint accepts only a ticket minted by the sign-in flow, never a bare password or a forged ticket', async ({ baseURL }) => {
  const forms: Array<Record<string, string>> = [{ email: DEMO.email, password: DEMO.password }, { ticket: 'eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..forged.forged.forged' }];
  for (const form of forms) {
    const context = await request.newContext({ baseURL });
    const { csrfToken } = (await (await context.get('/api/auth/csrf')).json()) as { csrfToken: string };
    await context.post('/api/auth/callback/credentials', { form: { csrfToken, ...form, json: 'true' }, maxRedirects: 0 });
    const me = await context.get('/api/trpc/user.me');
    expect(me.status()).toBe(401);
    await context.dispose();
  }
});
