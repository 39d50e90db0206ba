import { TRPCError } from '@trpc/server';
import { delay, http, HttpResponse } from 'msw';
import Stripe from 'stripe';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import en from '../../messages/en.json';
import { fixedClock } from '~/domain/clock';
import { AppError } from '~/domain/errors';
import { errorMessage, type TErrorContext, type TErrorMessage } from '~/domain/error-message';
import { createCaller } from '~/server/api/root';
import { createInnerContext } from '~/server/api/trpc';
import { encode } from 'next-auth/jwt';
import { nextToken } from '~/server/api/auth-options';
import { readAccess } from '~/server/auth/access';
import { openTicket } from '~/server/auth/flows';
import { createRefresher } from '~/server/auth/refresh';
import { verifyIdToken } from '~/server/auth/tokens';
import { sessionCookieName, sessionFromCookies } from '~/server/auth/session';
import { createDb, DB_TIMEOUTS, type TDb } from '~/server/db/client';
import { probeDatabase } from '~/server/db/health';
import { createApplicationsRepo } from '~/server/db/applications-repo';
import { createJobsRepo } from '~/server/db/jobs-repo';
import { createUsersRepo } from '~/server/db/users-repo';
import { buildAuthDeps, buildDeps } from '~/server/deps';
import { createIdentityClient } from '~/server/clients/identity';
import { createCheckoutSession, handleWebhook, issueActionToken, returnFromCheckout, updateSubscription } from '~/server/payments/handlers';
import { planOrNull } from '~/server/payments/plan';
import { createStripePayments } from '~/server/payments/stripe';
import { createMemoryStore, createRateLimiter } from '~/server/rate-limit/limiter';
import { authHarness, createUserWithTemporaryPassword, localIdentityConfig, SECRET, uniqueEmail } from '../helpers/auth';
import { TEST_CODE } from '../helpers/cognito-global-setup';
import { callerFor, DAY_MS, freshDb, NOW } from '../helpers/db';
import { FAULTS, faultyDependency, type TFault } from '../helpers/faulty-dependency';
import { APPLICATIONS_API, JOBS_API, SPEC_TOKEN, specApiHandlers, specState } from '../msw/spec-api';
import { server } from '../msw/server';

// Each dependency fails in each way below (docs/testing.md "Faults"): the page's call ends within
// its bound with the SPEC's empty default or the error the page shows, and the same call succeeds
// once the dependency is back. Client deadlines are short here, through the same settings
// production uses with longer values (docs/operations.md "Bounded waits").

/** Wall-clock room for a busy machine: these check that a call ends, far sooner than a hung page. */
const SLACK_MS = 2_500;

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** Runs `call`, answering how it ended and after how many milliseconds. */
async function timed<T>(call: () => Promise<T>) {
  const started = performance.now();
  const outcome = await call().then(
    (value) => ({ ok: true as const, value, error: undefined }),
    (error: unknown) => ({ ok: false as const, value: undefined, error }),
  );
  return { ...outcome, ms: performance.now() - started };
}

/** The English text of a catalogue key, placeholders filled. */
function english({ key, values }: TErrorMessage): string {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);
  if (typeof text !== 'string') throw new Error(`No message ${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values?.[name] ?? '');
}

/** What the page shows for a failed procedure call: the error as the tRPC formatter sends it, read by the browser's own rule. */
function shown(error: unknown, context: TErrorContext): string {
  if (!(error instanceof TRPCError)) throw new Error(`Not a procedure error: ${String(error)}`);
  const cause = error.cause instanceof AppError ? error.cause : undefined;
  return english(errorMessage({ data: { code: error.code, appCode: cause?.code, reason: cause?.reason, detail: cause?.detail } }, context));
}

const APP_URL = 'http://localhost:3000';
const subscription = { status: 'active', paymentStatus: 'paid', periodEnd: NOW + 30 * DAY_MS, cancelAtEnd: false, updated_at: NOW };

describe('the database: down, slower than the client deadline, answering garbage', () => {
  // A deadline of 250 ms per attempt instead of 2 s; the attempts stay as in production.
  const SHORT = { connectionMs: 150, requestMs: 250 };
  const BOUND_MS = SHORT.requestMs * DB_TIMEOUTS.maxAttempts + SLACK_MS;
  const posting = { job_url: 'https://jobs.example/outage', company: 'Acme', title: 'Designer', location: 'Lima', role_type: 'Design', creation_date: NOW - DAY_MS };
  let tablePrefix: string;
  beforeAll(async () => {
    const db = await freshDb();
    tablePrefix = db.tablePrefix;
    await createJobsRepo(db).putMany([posting], NOW);
  });

  async function databaseThat(fault: TFault) {
    const dependency = await faultyDependency(inject('dynamoEndpoint'), fault);
    const db: TDb = createDb({ region: 'eu-west-3', endpoint: dependency.url, tablePrefix, hasAwsCredentials: false, timeouts: SHORT });
    cleanups.push(() => db.raw.destroy(), dependency.close);
    return { dependency, db };
  }

  it.each(FAULTS)(
    '%s: the access check fails (/auth then says unavailable, not "sign in"), every page shows its error, and all of it works again once it is back',
    async (fault) => {
      const email = uniqueEmail(`db-${fault}`);
      const { dependency, db } = await databaseThat('pass');
      await createUsersRepo(db).put({ user_email: email, created_at: NOW, updated_at: NOW, subscription });
      await createApplicationsRepo(db).write(email, posting.job_url, { now: NOW, apiStatus: 'SAVED', status: 'SAVED' }, 'new');
      await dependency.set(fault);
      const { caller, deps, session } = await callerFor({ email }, db);

      // The proxy's guard (src/proxy.ts): a failed check, never "signed out" or "expired", sends the person to /auth?reason=unavailable.
      const guard = await timed(() => readAccess(session, deps));
      expect(guard.ok, `the guard answered ${JSON.stringify(guard.value)}`).toBe(false);
      expect(guard.ms).toBeLessThan(BOUND_MS);
      // The client's guard on a route change (user.access): a failure, which it turns into the same /auth?reason=unavailable.
      const access = await timed(() => caller.user.access());
      expect(access.ok).toBe(false);
      expect(access.ms).toBeLessThan(BOUND_MS);

      const applications = await timed(() => caller.applications.list());
      expect(applications.ms).toBeLessThan(BOUND_MS);
      expect(shown(applications.error, 'data.applications')).toBe('Failed to fetch applications');
      const matches = await timed(() => caller.jobs.matches());
      expect(matches.ms).toBeLessThan(BOUND_MS);
      expect(shown(matches.error, 'data.jobs')).toBe('Failed to fetch jobs');
      const profile = await timed(() => caller.user.updateName({ name: 'Ana' }));
      expect(profile.ms).toBeLessThan(BOUND_MS);
      expect(shown(profile.error, 'profile')).toBe('Your name could not be saved. Please try again.');

      // Back: the same request context (nothing kept from the failures) and a new one both work.
      await dependency.set('pass');
      expect(await readAccess(session, deps)).toMatchObject({ access: 'ok' });
      expect(await caller.user.access()).toEqual({ state: 'ok' });
      // Nothing a failed read met was kept: the person's applications and the latest jobs are there.
      expect((await caller.applications.list()).map((application) => [application.job_url, application.status])).toEqual([[posting.job_url, 'SAVED']]);
      expect((await caller.jobs.matches()).jobs.map((job) => job.job_url)).toEqual([posting.job_url]);
      expect(await caller.user.updateName({ name: 'Ana' })).toMatchObject({ name: 'Ana' });
      expect(await (await callerFor({ email }, db)).caller.user.me()).toMatchObject({ name: 'Ana' });
    },
  );
  it.each(FAULTS)('%s: the health probe reports the instance not ready within its bound, and ready again once it is back', async (fault) => {
    const { dependency, db } = await databaseThat(fault);
    const probe = await timed(() => probeDatabase(db, 1_000));
    expect(probe.value).toBe(false);
    expect(probe.ms).toBeLessThan(1_000 + SLACK_MS);
    await dependency.set('pass');
    expect(await probeDatabase(db, 1_000)).toBe(true);
  });
});

describe('the identity service: down, slower than the client deadline, answering garbage', () => {
  const SHORT_MS = 400;
  const BOUND_MS = SHORT_MS + SLACK_MS;
  const PASSWORD = 'Temporary#Fault2026';

  it.each(FAULTS)('%s: sign-in and a reset code end within the deadline with the SPEC unknown-error text, and both work again once it is back', async (fault) => {
    const config = localIdentityConfig();
    const dependency = await faultyDependency(config.endpoint, fault);
    cleanups.push(dependency.close);
    const { caller } = await authHarness({ ...config, endpoint: dependency.url, timeoutMs: SHORT_MS });
    const email = uniqueEmail(`identity-${fault}`);
    await createUserWithTemporaryPassword(email, PASSWORD);

    const signIn = await timed(() => caller.auth.signIn({ username: email, password: PASSWORD }));
    expect(signIn.ms).toBeLessThan(BOUND_MS);
    expect(shown(signIn.error, 'auth')).toBe('An unknown error occurred during authentication');
    const reset = await timed(() => caller.auth.resetPassword({ email }));
    expect(reset.ms).toBeLessThan(BOUND_MS);
    expect(shown(reset.error, 'auth')).toBe('An unknown error occurred during authentication');

    await dependency.set('pass');
    expect(await caller.auth.signIn({ username: email, password: PASSWORD })).toMatchObject({ success: true, message: 'Please change your password' });
    expect(await caller.auth.resetPassword({ email })).toMatchObject({ nextStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE' });
  });
  it.each(FAULTS)(
    '%s: an expired session is neither ended nor refreshed: the check fails (/auth says unavailable) and the next request refreshes it once it is back',
    async (fault) => {
      const config = localIdentityConfig();
      const dependency = await faultyDependency(config.endpoint, 'pass');
      cleanups.push(dependency.close);
      const h = await authHarness(config);
      // Refreshes go through the faulty listener; the tokens still name the service itself as their issuer.
      const proxied = createIdentityClient({ ...config, endpoint: dependency.url, timeoutMs: SHORT_MS });
      const refresher = createRefresher(
        proxied,
        () => new Date(h.clock.now()),
        (idToken) => verifyIdToken(config, idToken),
      );
      const email = uniqueEmail(`refresh-${fault}`);
      await h.caller.auth.signUp({ email, password: PASSWORD });
      await h.caller.auth.confirmSignUp({ email, code: TEST_CODE });
      const step = await h.caller.auth.signIn({ username: email, password: PASSWORD });
      const tokens = (await openTicket(h.auth.sealer, step.ticket!))!;
      const now = new Date(h.clock.now());
      const expired = { email, accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, expiresAt: now.getTime() - 1 };
      const cookie = [{ name: sessionCookieName(APP_URL), value: await encode({ token: expired, secret: SECRET }) }];
      await dependency.set(fault);

      // Every server request (the proxy's guard, the tRPC context): the check fails, so /auth says unavailable.
      const request = await timed(() => sessionFromCookies(cookie, SECRET, { refresh: refresher, now, appUrl: APP_URL }));
      expect(request.ok, `answered ${JSON.stringify(request.value)}`).toBe(false);
      expect(request.ms).toBeLessThan(BOUND_MS);
      // The session endpoint keeps the cookie's token as it was instead of marking it failed for good.
      const polled = await timed(() => nextToken(expired, undefined, refresher, now));
      expect(polled.ms).toBeLessThan(BOUND_MS);
      expect(polled.value).toEqual(expired);

      await dependency.set('pass');
      expect(await sessionFromCookies(cookie, SECRET, { refresh: refresher, now, appUrl: APP_URL })).toMatchObject({ email, refreshToken: tokens.refreshToken });
      const refreshed = await nextToken(expired, undefined, refresher, now);
      expect(refreshed.error).toBeUndefined();
      expect(refreshed.expiresAt).toBeGreaterThan(now.getTime());
    },
  );
});

describe('the external APIs (jobs and user, applications, resume matching): down, slower than the client deadline, answering garbage', () => {
  const SHORT_MS = 300;
  const BOUND_MS = SHORT_MS + SLACK_MS;
  const RESUME_API = 'https://resume-api.test';
  const HTML = '<!DOCTYPE html><html><body><h1>502 Bad Gateway</h1></body></html>';
  const answers: Record<(typeof FAULTS)[number], () => Promise<Response> | Response> = {
    down: () => HttpResponse.error(),
    hang: async () => {
      await delay('infinite');
      return HttpResponse.json({});
    },
    html: () => new HttpResponse(HTML, { headers: { 'content-type': 'text/html' } }),
    truncated: () => new HttpResponse('{"jobs":[{"job_url":"https://jobs.example/1","comp', { headers: { 'content-type': 'application/json' } }),
  };
  const job = { job_url: 'https://jobs.example/1', company: 'Acme', location: 'Lima', role_type: 'Design', creation_date: NOW };

  /** A subscriber whose pages read the three APIs at these addresses, each with a short deadline. */
  async function subscriberOfExternalApis() {
    const db = await freshDb();
    const email = uniqueEmail('apis');
    await createUsersRepo(db).put({ user_email: email, created_at: NOW, updated_at: NOW, subscription });
    const clock = fixedClock(NOW);
    const deps = buildDeps(db, clock, null, {
      external: {
        jobs: { baseUrl: JOBS_API, timeoutMs: SHORT_MS },
        applications: { baseUrl: APPLICATIONS_API, timeoutMs: SHORT_MS },
        resumeMatching: { baseUrl: RESUME_API, timeoutMs: SHORT_MS },
      },
    });
    return { deps, email, caller: createCaller(createInnerContext({ session: { email, accessToken: SPEC_TOKEN }, deps })) };
  }

  it.each(FAULTS)('%s: lists show their error, reads their SPEC empty default, writes fail leaving nothing behind; all work again once they are back', async (fault) => {
    const { caller, deps, email } = await subscriberOfExternalApis();
    server.use(http.all(`${JOBS_API}/*`, answers[fault]), http.all(`${APPLICATIONS_API}/*`, answers[fault]), http.all(`${RESUME_API}/*`, answers[fault]));
    const upload = { file_name: 'cv.pdf', pdf_data: Buffer.from('%PDF-1.7').toString('base64'), captcha_token: 'solved' };

    const calls = {
      matches: await timed(() => caller.jobs.matches()),
      latest: await timed(() => caller.jobs.latest({})),
      options: await timed(() => caller.jobs.options()),
      preferences: await timed(() => caller.user.preferences()),
      resume: await timed(() => caller.resume.get()),
      applications: await timed(() => caller.applications.list()),
      track: await timed(() => caller.applications.create({ job_url: job.job_url, status: 'APPLIED' })),
      upload: await timed(() => caller.resume.upload(upload)),
      request: await timed(() => caller.resume.request({ request_id: 'req-1' })),
    };
    for (const [name, call] of Object.entries(calls)) expect(call.ms, name).toBeLessThan(BOUND_MS);
    expect(shown(calls.matches.error, 'data.jobs')).toBe('Failed to fetch jobs');
    expect(shown(calls.latest.error, 'data.jobs')).toBe('Failed to fetch jobs');
    expect(calls.options.value).toEqual({ role_types: [], locations: [] });
    expect(calls.preferences.value).toMatchObject({ locations: [], fields: [] });
    expect(calls.resume.value).toEqual({ resume_text: '', hasResume: false });
    expect(shown(calls.applications.error, 'data.applications')).toBe('Failed to fetch applications');
    expect(calls.track.ok).toBe(false);
    // The application was not made there, so Rumbo keeps no history of it either.
    expect(await deps.tracker.all(email)).toEqual([]);
    expect(shown(calls.upload.error, 'resume')).toBe('A service Rumbo depends on did not answer. Please try again.');
    expect(shown(calls.request.error, 'resume')).toBe('A service Rumbo depends on did not answer. Please try again.');

    // Back: the strict SPEC APIs answer again.
    server.use(
      ...specApiHandlers(specState([job])),
      http.post(`${RESUME_API}/resume-to-jobs-upload`, () => HttpResponse.json({ request_id: 'req-1' })),
      http.get(`${RESUME_API}/resume-to-jobs-request`, () => HttpResponse.json({ request_id: 'req-1', status: 'processing', progress: 40 })),
    );
    expect(await caller.jobs.matches()).toMatchObject({ isPersonalized: false, jobs: [{ job_url: job.job_url }] });
    expect((await caller.jobs.latest({})).jobs.map((listed) => listed.job_url)).toEqual([job.job_url]);
    expect(await caller.resume.get()).toMatchObject({ hasResume: false });
    expect(await caller.applications.create({ job_url: job.job_url, status: 'APPLIED' })).toMatchObject({ status: 'APPLIED', history: [{ status: 'APPLIED' }] });
    expect((await caller.applications.list()).map((application) => [application.job_url, application.status])).toEqual([[job.job_url, 'APPLIED']]);
    expect(await caller.resume.upload(upload)).toEqual({ request_id: 'req-1' });
    expect(await caller.resume.request({ request_id: 'req-1' })).toMatchObject({ status: 'processing', progress: 40 });
  });
});

describe('Stripe: down, slower than the client deadline, answering garbage', () => {
  const STRIPE = { secretKey: 'sk_test_rumbo', webhookSecret: 'whsec_test_rumbo', priceId: 'price_monthly' };
  const STRIPE_API = 'https://api.stripe.com/v1';
  const SHORT_MS = 200;
  // Two attempts and Stripe's back-off of 0.5 to 1 s between them (STRIPE_TIMEOUTS).
  const BOUND_MS = 2 * SHORT_MS + 1_000 + SLACK_MS;
  const seconds = (ms: number) => Math.floor(ms / 1000);
  const faultAnswers: Record<(typeof FAULTS)[number], () => Promise<Response> | Response> = {
    down: () => HttpResponse.error(),
    hang: async () => {
      await delay('infinite');
      return HttpResponse.json({});
    },
    html: () => new HttpResponse('<html><body>Service Unavailable</body></html>', { headers: { 'content-type': 'text/html' } }),
    truncated: () => new HttpResponse('{"id":"sub_1","object":"subscrip', { headers: { 'content-type': 'application/json' } }),
  };

  /** Stripe as msw: the subscriber's subscription, now renewed to `periodEnd`, a checkout and the price. */
  function stripeBack(periodEnd: number) {
    const state = { cancelAtPeriodEnd: false };
    server.use(
      http.all(`${STRIPE_API}/*`, async ({ request }) => {
        const url = new URL(request.url);
        if (url.pathname === '/v1/prices/price_monthly')
          return HttpResponse.json({ id: 'price_monthly', object: 'price', unit_amount: 1900, currency: 'eur', recurring: { interval: 'month' }, tax_behavior: 'inclusive' });
        if (url.pathname === '/v1/checkout/sessions') return HttpResponse.json({ id: 'cs_2', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_2' });
        if (url.pathname === '/v1/subscriptions/sub_1' && request.method === 'POST')
          state.cancelAtPeriodEnd = new URLSearchParams(await request.text()).get('cancel_at_period_end') === 'true';
        if (url.pathname === '/v1/subscriptions/sub_1')
          return HttpResponse.json({
            id: 'sub_1',
            object: 'subscription',
            status: 'active',
            cancel_at_period_end: state.cancelAtPeriodEnd,
            metadata: { email: 'stripe-subscriber@example.com' },
            latest_invoice: { id: 'in_2', object: 'invoice', status: 'paid' },
            items: { object: 'list', data: [{ id: 'si_1', object: 'subscription_item', price: { id: 'price_monthly', object: 'price' }, current_period_end: seconds(periodEnd) }] },
          });
        return HttpResponse.json({ error: { type: 'invalid_request_error', message: 'No such resource' } }, { status: 404 });
      }),
    );
    return state;
  }

  it.each(FAULTS)(
    '%s: price, checkout, the renewal switch and a renewal event end within the bound with their SPEC errors, write nothing, and work once it is back',
    async (fault) => {
      const db = await freshDb();
      const clock = fixedClock(NOW);
      const auth = buildAuthDeps(createIdentityClient({ endpoint: 'http://127.0.0.1:9/', userPoolId: 'local_pool', clientId: 'client' }), {
        secret: SECRET,
        clock,
        limiter: createRateLimiter(createMemoryStore(clock), clock),
      });
      const payments = createStripePayments({ ...STRIPE, timeouts: { timeoutMs: SHORT_MS } });
      const deps = buildDeps(db, clock, auth, { payments, appUrl: 'http://127.0.0.1:3999' });
      const email = 'stripe-subscriber@example.com';
      const stored = { ...subscription, subscriptionId: 'sub_1' };
      await deps.users.put({ user_email: email, created_at: NOW, updated_at: NOW, subscription: stored });
      const bearer = `Bearer ${await issueActionToken(deps, email)}`;
      const renewalSwitch = () =>
        updateSubscription(deps, {
          session: { email },
          csrfHeader: 'csrf-1',
          csrfCookie: 'csrf-1',
          authorization: bearer,
          body: { subscriptionId: 'sub_1', cancelAtPeriodEnd: true },
        });
      const payload = JSON.stringify({
        id: 'evt_renewed',
        object: 'event',
        type: 'invoice.paid',
        api_version: '2026-10-28.endive',
        created: seconds(NOW),
        data: { object: { id: 'in_2', object: 'invoice', parent: { subscription_details: { subscription: 'sub_1' } } } },
      });
      const renewed = () => handleWebhook(deps, payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE.webhookSecret }));
      server.use(http.all(`${STRIPE_API}/*`, faultAnswers[fault]));

      // At once, as several people would meet it.
      const [plan, checkout, renewal, toggled, event, back] = await Promise.all([
        timed(() => planOrNull(payments)),
        timed(() => createCheckoutSession(deps, null, { email: 'newcomer@example.com', mode: 'subscription' })),
        timed(() => createCheckoutSession(deps, { email }, { email, mode: 'subscription', renewal: true })),
        timed(renewalSwitch),
        timed(renewed),
        timed(() => returnFromCheckout(deps, { query: new URLSearchParams('to=renewed&session_id=cs_2'), address: '203.0.113.5' })),
      ]);
      for (const call of [plan, checkout, renewal, toggled, event, back]) expect(call.ms).toBeLessThan(BOUND_MS);
      // The pages say the price comes before paying; Renew Now and onboarding say checkout could not start.
      expect(plan.value).toBeNull();
      expect(checkout.value).toEqual({ status: 502, body: { code: 'CHECKOUT_FAILED', message: 'Could not start checkout. Please try again.' } });
      expect(renewal.value).toEqual({ status: 502, body: { code: 'CHECKOUT_FAILED', message: 'Could not start checkout. Please try again.' } });
      expect(toggled.value).toEqual({ status: 502, body: { code: 'UPDATE_FAILED', message: 'Failed to update subscription' } });
      // A 500 makes Stripe send the event again later.
      expect(event.value).toMatchObject({ status: 500, body: { code: 'SYNC_FAILED' } });
      // Back from Stripe's checkout, the person goes on to the dashboard; the event applies the payment later.
      expect(back.value).toEqual({ location: 'http://127.0.0.1:3999/dashboard?subscription=renewed' });
      expect((await deps.users.get(email))?.subscription).toMatchObject(stored);

      const stripe = stripeBack(NOW + 60 * DAY_MS);
      expect(await planOrNull(payments)).toEqual({ amount: 19, currency: 'EUR', interval: 'month', taxIncluded: true });
      expect(await createCheckoutSession(deps, null, { email: 'newcomer@example.com', mode: 'subscription' })).toEqual({
        status: 200,
        body: { url: 'https://checkout.stripe.com/c/pay/cs_2' },
      });
      expect(await renewed()).toEqual({ status: 200, body: { received: true, sync: 'written' } });
      expect((await renewalSwitch()).status).toBe(200);
      expect(stripe.cancelAtPeriodEnd).toBe(true);
      expect((await deps.users.get(email))?.subscription).toMatchObject({ periodEnd: NOW + 60 * DAY_MS, cancelAtEnd: true });
    },
  );
});
