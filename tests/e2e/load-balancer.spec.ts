import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { decode, encode, type JWT } from 'next-auth/jwt';
import { haproxyConfig, haproxyPath } from '../../scripts/lib/haproxy';
import { REFRESH_MARGIN_MS } from '../../src/server/auth/refresh';
import { freePort } from '../../src/local/processes';
import { systemClock } from '../../src/domain/clock';
import { createUsersRepo } from '../../src/server/db/users-repo';
import { createLocalPayments } from '../../src/server/payments/local';
import { subscriber, suiteDb } from './accounts';
import { expect, test } from './fixtures';
import { listening, startServer, type TServer } from './servers';

// Two instances of Rumbo (one process each, as two containers would run) on the suite's database
// and identity service, behind Debian's HAProxy balancing request by request: what a deployment
// behind a load balancer does (docs/operations.md, "Several instances").

type TAnswer = { status: number; servedBy: string; body: string; headers: Record<string, string | string[] | undefined> };

/** One request on a connection of its own, as separate visitors arrive; the balancer names the instance that answered. */
function send(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<TAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: init.method ?? 'GET', headers: init.headers, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, servedBy: String(response.headers['x-served-by'] ?? ''), body, headers: response.headers }));
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

/** The cookies a response sets, as one Cookie header (name=value pairs). */
const cookiesOf = (answer: TAnswer) => ((answer.headers['set-cookie'] as string[] | undefined) ?? []).map((line) => line.split(';')[0]).join('; ');

/** Signs in on `base` as the /auth page does: a ticket from auth.signIn, then next-auth's callback. Answers the session cookies, or null when refused. */
async function signInWith(base: string, ticket: string): Promise<string | null> {
  const csrf = await send(`${base}/api/auth/csrf`);
  const { csrfToken } = JSON.parse(csrf.body) as { csrfToken: string };
  const callback = await send(`${base}/api/auth/callback/credentials`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookiesOf(csrf) },
    body: new URLSearchParams({ csrfToken, ticket, json: 'true' }).toString(),
  });
  const cookies = cookiesOf(callback);
  return cookies.includes('session-token') ? `${cookiesOf(csrf)}; ${cookies}` : null;
}

/** The instances' session secret (the suite's stack gives every server it starts the same one). */
const SESSION_SECRET = (JSON.parse(process.env.E2E_SERVER_ENV ?? '{}') as { NEXTAUTH_SECRET: string }).NEXTAUTH_SECRET;
const SESSION_COOKIE = 'next-auth.session-token';

/** The session cookie's value in a Cookie header (next-auth splits a large one into `.0`, `.1`, …); '' when none. */
function sessionFrom(cookie: string): string {
  const pairs = cookie.split('; ').map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)] as const);
  const whole = pairs.find(([name]) => name === SESSION_COOKIE)?.[1];
  if (whole) return whole;
  const chunks = pairs.filter(([name]) => name.startsWith(`${SESSION_COOKIE}.`)).sort(([a], [b]) => Number(a.split('.').pop()) - Number(b.split('.').pop()));
  return chunks.map(([, value]) => value).join('');
}

/** The Cookie header with its session replaced by `session` (one whole cookie). */
function withSession(cookie: string, session: string): string {
  const others = cookie.split('; ').filter((pair) => pair && !pair.startsWith(SESSION_COOKIE));
  return [...others, `${SESSION_COOKIE}=${session}`].join('; ');
}

/** What the session cookie holds, opened with the instances' secret. */
async function sessionToken(cookie: string) {
  const token = await decode({ token: sessionFrom(cookie), secret: SESSION_SECRET });
  if (!token) throw new Error('The session cookie did not open');
  return token as JWT & { accessToken: string; expiresAt: number };
}

/** The résumé every upload here sends (base64, as the page sends it). */
const RESUME_PDF = readFileSync('tests/fixtures/resumes/one-column-en.pdf').toString('base64');

/** A tRPC mutation on `base` from this site's pages, whose origin is `front` (the address people use). */
const mutate = (base: string, front: string, procedure: string, input: unknown, cookie: string) =>
  send(`${base}/api/trpc/${procedure}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: front, cookie }, body: JSON.stringify(input) });

/** A challenge from `base`, solved as the upload widget solves it: the widget's token. */
async function solvedCaptcha(base: string, cookie: string): Promise<string> {
  const answer = await send(`${base}/api/trpc/resume.challenge`, { headers: { cookie } });
  const challenge = (JSON.parse(answer.body) as { result: { data: Parameters<typeof solveChallenge>[0]['challenge'] } }).result.data;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** "Imported jobs appear in the lists within a minute" (docs/operations.md, "Importing jobs"): each process's recent-jobs read lives 60 s. */
const IMPORT_STALENESS_MS = 60_000 + 5_000;

/** `npm run jobs:import -- FILE` against the suite's database, as an operator runs it beside the instances. */
function importJobs(file: string): Promise<void> {
  const { DYNAMODB_ENDPOINT, DYNAMODB_TABLE_PREFIX } = JSON.parse(process.env.E2E_APP_ENV ?? '{}') as Record<string, string>;
  return new Promise((resolve, reject) =>
    execFile(
      process.execPath,
      [join('node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/jobs-import.ts', file],
      { env: { ...process.env, DYNAMODB_ENDPOINT, DYNAMODB_TABLE_PREFIX } },
      (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stdout}${stderr}`)) : resolve()),
    ),
  );
}

/** A sign-in ticket from `base`; `address` is the client's as one proxy in front would name it (the instances trust one hop). */
async function ticketFrom(base: string, user: { email: string; password: string }, address?: string): Promise<string> {
  const answer = await send(`${base}/api/trpc/auth.signIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(address ? { 'x-forwarded-for': address } : {}) },
    body: JSON.stringify({ username: user.email, password: user.password }),
  });
  expect(answer.status, answer.body).toBe(200);
  return (JSON.parse(answer.body) as { result: { data: { ticket: string } } }).result.data.ticket;
}

type TBalanced = { front: string; instances: TServer[] };

/**
 * The instances' claim on a resume-matching request (MATCH_LEASE_MS; 15 s unless set): shorter than
 * the default, so the takeover after a kill is awaited for seconds rather than twenty, and still
 * longer than a first ranking with its index build.
 */
const MATCH_LEASE_MS = 6_000;

/**
 * Two instances (one process each, as two containers would run) behind HAProxy, both told the address
 * people use (the balancer's), pace counters in the database; `run` runs once the balancer's checks
 * (`/api/ready`) have taken both in, and everything is stopped after it.
 */
async function withTwoInstances(run: (balanced: TBalanced) => Promise<void>) {
  const balancerPort = await freePort();
  const front = `http://127.0.0.1:${balancerPort}`;
  const shared = { WEB_CONCURRENCY: '1', RATE_LIMIT_STORE: 'dynamodb', APP_URL: front, NEXTAUTH_URL: front, MATCH_LEASE_MS: String(MATCH_LEASE_MS) };
  const instances = [await startServer(shared), await startServer(shared)];
  const dir = mkdtempSync(join(tmpdir(), 'rumbo-haproxy-'));
  let balancer: ChildProcess | undefined;
  try {
    for (const instance of instances) await listening(instance).toBeTruthy();
    writeFileSync(
      join(dir, 'haproxy.cfg'),
      haproxyConfig(
        balancerPort,
        instances.map((instance) => instance.base),
      ),
    );
    balancer = spawn(haproxyPath(process.env), ['-db', '-f', join(dir, 'haproxy.cfg')], { stdio: 'ignore' });
    const readyBehind = async () => {
      const answers = await Promise.all([0, 1, 2, 3].map(() => send(`${front}/api/ready`).catch(() => null)));
      return [...new Set(answers.flatMap((answer) => (answer?.status === 200 ? [answer.servedBy] : [])))].sort();
    };
    await expect.poll(readyBehind, { timeout: 30_000 }).toEqual(['a', 'b']);
    await run({ front, instances });
  } finally {
    balancer?.kill('SIGTERM');
    for (const instance of instances) if (instance.child.exitCode === null) instance.child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
}

test.describe('two instances behind a load balancer', () => {
  test.setTimeout(300_000);

  test('a session, its refreshed tokens, sign-in tickets, captcha solutions, payments, imported jobs and the sign-in pace hold across both; a stopped instance loses no request', async () => {
    await withTwoInstances(async ({ front, instances }) => {
      await test.step('requests alternate between the instances', async () => {
        // Within a few requests (on a busy machine a readiness check can miss once and take an instance out for a moment).
        const served = new Set<string>();
        for (let i = 0; i < 20 && served.size < 2; i += 1) {
          const answer = await send(`${front}/api/health`);
          expect(answer.status, `${answer.servedBy}: ${answer.body}`).toBe(200);
          served.add(answer.servedBy);
          if (i >= 5) await new Promise((resolve) => setTimeout(resolve, 500));
        }
        expect([...served].sort()).toEqual(['a', 'b']);
      });

      const user = await subscriber('balanced', 'Rumbo#Balance2026');
      await test.step('a session started through one instance is honoured by the other', async () => {
        const cookie = await signInWith(front, await ticketFrom(front, user));
        expect(cookie).not.toBeNull();
        const served = new Set<string>();
        for (let i = 0; i < 4; i += 1) {
          const page = await send(`${front}/dashboard`, { headers: { cookie: cookie! } });
          expect(page.status, `dashboard from ${page.servedBy}`).toBe(200);
          expect(page.body).toContain('data-testid="greeting"');
          served.add(page.servedBy);
        }
        expect([...served].sort()).toEqual(['a', 'b']);
      });

      await test.step('identity tokens refreshed through one instance are honoured by the other', async () => {
        const [first, second] = instances.map((instance) => instance.base);
        const cookie = (await signInWith(front, await ticketFrom(front, user)))!;
        // The session's tokens made due for a refresh (as an hour later), sealed again with the instances' secret.
        const signedIn = await sessionToken(cookie);
        const due = withSession(cookie, await encode({ token: { ...signedIn, expiresAt: Date.now() - 1_000 }, secret: SESSION_SECRET }));
        const refreshing = await send(`${first}/api/auth/session`, { headers: { cookie: due } });
        expect(refreshing.status).toBe(200);
        const refreshedCookie = withSession(due, sessionFrom(cookiesOf(refreshing)));
        const refreshed = await sessionToken(refreshedCookie);
        expect(refreshed.accessToken).not.toBe(signedIn.accessToken);
        expect(refreshed.expiresAt).toBeGreaterThan(Date.now() + REFRESH_MARGIN_MS);
        // The other instance takes the new tokens as they are (no second refresh) and the identity service accepts them there.
        const again = await send(`${second}/api/auth/session`, { headers: { cookie: refreshedCookie } });
        expect(again.status).toBe(200);
        expect(JSON.parse(again.body)).toMatchObject({ user: { email: user.email } });
        const rewritten = sessionFrom(cookiesOf(again));
        if (rewritten) expect((await sessionToken(withSession(refreshedCookie, rewritten))).accessToken).toBe(refreshed.accessToken);
        const identity = await send(`${second}/api/trpc/auth.currentUser`, { headers: { cookie: refreshedCookie } });
        expect(identity.status, identity.body).toBe(200);
        expect(identity.body).toContain(user.email);
      });

      await test.step('a sign-in ticket used on one instance is refused when replayed on the other', async () => {
        const [first, second] = instances.map((instance) => instance.base);
        const ticket = await ticketFrom(first!, user);
        expect(await signInWith(first!, ticket)).not.toBeNull();
        expect(await signInWith(second!, ticket)).toBeNull();
      });

      await test.step('a captcha solution spent on one instance is refused when replayed on the other', async () => {
        const [first, second] = instances.map((instance) => instance.base);
        const cookie = (await signInWith(front, await ticketFrom(front, user)))!;
        const upload = { file_name: 'resume.pdf', pdf_data: RESUME_PDF, captcha_token: await solvedCaptcha(first!, cookie) };
        const accepted = await mutate(first!, front, 'resume.upload', upload, cookie);
        expect(accepted.status, accepted.body).toBe(200);
        const replayed = await mutate(second!, front, 'resume.upload', upload, cookie);
        expect(replayed.status).toBe(400);
        expect(JSON.parse(replayed.body)).toMatchObject({ error: { data: { reason: 'captchaFailed' } } });
      });

      await test.step('a payment applied through one instance is not applied again when replayed through the other', async () => {
        const [first, second] = instances.map((instance) => instance.base);
        // Local payments: the provider sends no webhooks (both refuse one); paying a test checkout runs the sync a webhook triggers.
        for (const base of [first, second])
          expect((await send(`${base}/api/stripe/webhook`, { method: 'POST', body: '{}', headers: { 'stripe-signature': 't=1,v1=0' } })).status).toBe(400);
        const db = suiteDb();
        try {
          const users = createUsersRepo(db);
          const before = (await users.get(user.email))!.subscription!.periodEnd;
          const renewal = await createLocalPayments(db, systemClock, front).createCheckout({
            email: user.email,
            renewal: true,
            successUrl: `${front}/dashboard?subscription=renewed`,
            returnUrl: `${front}/dashboard?subscription=renewed`,
            cancelUrl: `${front}/settings`,
          });
          const pay = (base: string) =>
            send(`${base}${new URL(renewal.url).pathname.replace('/test-checkout/', '/api/test-checkout/')}`, {
              method: 'POST',
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              body: 'action=pay',
            });
          const paid = await pay(first!);
          expect(paid.status).toBe(303);
          expect(paid.headers.location).toBe(`${front}/dashboard?subscription=renewed`);
          const renewed = (await users.get(user.email))!.subscription!.periodEnd;
          expect(renewed).toBeGreaterThan(before);
          // The same payment sent again through the other instance: the checkout is done, nothing is extended twice.
          const replayed = await pay(second!);
          expect(replayed.status).toBe(303);
          expect(replayed.headers.location).toBe(`${front}/test-checkout/expired`);
          expect((await users.get(user.email))!.subscription!.periodEnd).toBe(renewed);
        } finally {
          db.raw.destroy();
        }
      });

      await test.step('a job imported while both run is listed by both within the minute the docs state', async () => {
        const cookie = (await signInWith(front, await ticketFrom(front, user)))!;
        const title = `Balancer Import Engineer ${Date.now().toString(36)}`;
        const job_url = `https://jobs.example.net/balanced/${Date.now()}`;
        const feed = join(tmpdir(), `rumbo-balanced-feed-${Date.now()}.json`);
        writeFileSync(feed, JSON.stringify([{ job_url, company: 'Faro Software', title, location: 'Madrid', role_type: 'Engineering', creation_date: new Date().toISOString() }]));
        try {
          const imported = Date.now();
          await importJobs(feed);
          const latest = `/api/trpc/jobs.latest?input=${encodeURIComponent(JSON.stringify({ search: title }))}`;
          const listedBy = (base: string) =>
            expect
              .poll(async () => (await send(`${base}${latest}`, { headers: { cookie } })).body.includes(job_url), { timeout: IMPORT_STALENESS_MS, intervals: [1_000] })
              .toBe(true);
          await Promise.all(instances.map((instance) => listedBy(instance.base)));
          expect(Date.now() - imported).toBeLessThan(IMPORT_STALENESS_MS);
        } finally {
          rmSync(feed, { force: true });
        }
      });

      await test.step('sign-in attempts are counted together, whichever instance takes them', async () => {
        const answers: TAnswer[] = [];
        for (let i = 0; i < 60; i += 1) {
          const body = JSON.stringify({ username: `guess-${i}-${Date.now()}@example.com`, password: 'Guess#2026abc' });
          const answer = await send(`${front}/api/trpc/auth.signIn`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
          answers.push(answer);
          if (answer.status === 429) break;
        }
        // One counter for both: the limit (40 an address) is reached once, not once per instance.
        const refused = answers.findIndex((answer) => answer.status === 429);
        expect(refused).toBeGreaterThan(0);
        expect(refused).toBeLessThanOrEqual(40);
        expect(new Set(answers.slice(0, refused).map((answer) => answer.servedBy))).toEqual(new Set(['a', 'b']));
      });

      await test.step('an instance stopped while requests arrive (a rolling deployment) loses none of them', async () => {
        const statuses: number[] = [];
        let stopped = false;
        const visitor = async () => {
          for (let i = 0; i < 40; i += 1) {
            statuses.push((await send(`${front}/auth`)).status);
            if (statuses.length === 30 && !stopped) {
              stopped = true;
              instances[0]!.child.kill('SIGTERM');
            }
          }
        };
        await Promise.all(Array.from({ length: 4 }, visitor));
        expect(stopped).toBe(true);
        expect(await instances[0]!.exit).toBe(0);
        expect(statuses.filter((status) => status !== 200)).toEqual([]);
        expect(statuses).toHaveLength(160);
      });
    });
  });
  test('a resume match accepted by one instance is answered through the other, also when the accepting instance is killed mid-work', async () => {
    await withTwoInstances(async ({ front, instances }) => {
      const [first, second] = instances.map((instance) => instance.base);
      const user = await subscriber('balanced-match', 'Rumbo#Balance2026');
      // From an address of its own: the other test spends the sign-in attempts of the balancer's.
      const cookie = (await signInWith(first!, await ticketFrom(first!, user, '198.51.100.20')))!;
      const upload = async (base: string) => {
        const accepted = await mutate(base, front, 'resume.upload', { file_name: 'resume.pdf', pdf_data: RESUME_PDF, captcha_token: await solvedCaptcha(base, cookie) }, cookie);
        expect(accepted.status, accepted.body).toBe(200);
        return (JSON.parse(accepted.body) as { result: { data: { request_id: string } } }).result.data.request_id;
      };
      const statusThrough = async (base: string, requestId: string) => {
        const answer = await send(`${base}/api/trpc/resume.request?input=${encodeURIComponent(JSON.stringify({ request_id: requestId }))}`, { headers: { cookie } });
        expect(answer.status, answer.body).toBe(200);
        const { status, result } = (JSON.parse(answer.body) as { result: { data: { status: string; result?: { matches: unknown[] } } } }).result.data;
        return status === 'done' ? `done with ${result!.matches.length > 0 ? 'matches' : 'none'}` : status;
      };

      await test.step('accepted by one instance, answered when polled through the other', async () => {
        const requestId = await upload(first!);
        await expect.poll(() => statusThrough(second!, requestId), { timeout: 20_000 }).toBe('done with matches');
      });

      await test.step('the accepting instance killed while it ranks: the other takes the work over once its lease runs out', async () => {
        // The second instance has ranked nothing yet: its first ranking builds its index of the jobs (a second or more), so
        // once it has claimed the request (processing) the kill lands mid-work.
        const requestId = await upload(second!);
        await expect.poll(() => statusThrough(first!, requestId), { timeout: 10_000, intervals: [50] }).toBe('processing');
        instances[1]!.child.kill('SIGKILL');
        const killedAt = Date.now();
        // Within the instances' lease and a look (every third of it), well before the default lease of 15 s would end.
        await expect.poll(() => statusThrough(first!, requestId), { timeout: 14_000, intervals: [500] }).toBe('done with matches');
        // Taken over once the dead holder's lease ran out, not before (the first instance looks every 2 s, a third of it);
        // the claim came up to a poll or two before the kill was timed.
        expect(Date.now() - killedAt).toBeGreaterThan(MATCH_LEASE_MS - 2_000);
      });
    });
  });
});
