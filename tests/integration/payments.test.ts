import { http, HttpResponse } from 'msw';
import Stripe from 'stripe';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { fixedClock } from '~/domain/clock';
import { buildAuthDeps, buildDeps } from '~/server/deps';
import { createIdentityClient } from '~/server/clients/identity';
import { createMemoryStore, createRateLimiter, RATE_LIMITS } from '~/server/rate-limit/limiter';
import { limitRequest } from '~/server/rate-limit/routes';
import { createCheckoutSession, handleWebhook, issueActionToken, updateSubscription, type THttpAnswer } from '~/server/payments/handlers';
import { createLocalPayments, localPeriodEnd } from '~/server/payments/local';
import { createStripePayments } from '~/server/payments/stripe';
import { completeTestCheckout } from '~/server/payments/test-checkout';
import { server } from '../msw/server';
import { PAYMENT_ERRORS } from '~/domain/payment-errors';
import { DAY_MS } from '~/domain/time';
import { freshDb, NOW } from '../helpers/db';
import { SECRET } from '../helpers/auth';

const STRIPE = { secretKey: 'sk_test_rumbo', webhookSecret: 'whsec_test_rumbo', priceId: 'price_monthly' };
const API = 'https://api.stripe.com/v1';
const EMAIL = 'ana@example.com';
const seconds = (ms: number) => Math.floor(ms / 1000);

/** Deps over a fresh database, with Stripe (answered by msw) or the local provider. */
async function paymentDeps(kind: 'stripe' | 'local') {
  const db = await freshDb();
  const clock = fixedClock(NOW);
  const auth = buildAuthDeps(createIdentityClient({ endpoint: 'http://127.0.0.1:9/', userPoolId: 'local_pool', clientId: 'client' }), {
    secret: SECRET,
    clock,
    limiter: createRateLimiter(createMemoryStore(clock), clock),
  });
  const appUrl = 'http://127.0.0.1:3999';
  const payments = kind === 'stripe' ? createStripePayments(STRIPE) : createLocalPayments(db, clock, appUrl);
  return { ...buildDeps(db, clock, auth, { payments, appUrl }), clock };
}

/** The Stripe API as msw: one subscription whose current state the test changes. */
function fakeStripe(initial: { status: string; invoice: string; periodEnd: number; cancelAtPeriodEnd?: boolean }) {
  const state = { ...initial, cancelAtPeriodEnd: initial.cancelAtPeriodEnd ?? false, fail: false };
  const requests: Array<{ method: string; path: string; form: URLSearchParams; auth: string | null }> = [];
  const subscription = () => ({
    id: 'sub_1',
    object: 'subscription',
    status: state.status,
    cancel_at_period_end: state.cancelAtPeriodEnd,
    metadata: { email: EMAIL },
    latest_invoice: { id: 'in_1', object: 'invoice', status: state.invoice },
    items: { object: 'list', data: [{ id: 'si_1', object: 'subscription_item', price: { id: STRIPE.priceId, object: 'price' }, current_period_end: seconds(state.periodEnd) }] },
  });
  server.use(
    http.all(`${API}/*`, async ({ request }) => {
      const url = new URL(request.url);
      const form = new URLSearchParams(request.method === 'GET' ? url.search : await request.text());
      requests.push({ method: request.method, path: url.pathname, form, auth: request.headers.get('authorization') });
      if (state.fail) return HttpResponse.json({ error: { type: 'api_error', message: 'Stripe is down' } }, { status: 500 });
      if (url.pathname === '/v1/checkout/sessions') return HttpResponse.json({ id: 'cs_1', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_1' });
      if (url.pathname === '/v1/subscriptions/sub_1' && request.method === 'POST') state.cancelAtPeriodEnd = form.get('cancel_at_period_end') === 'true';
      if (url.pathname === '/v1/subscriptions/sub_1') return HttpResponse.json(subscription());
      return HttpResponse.json({ error: { type: 'invalid_request_error', message: 'No such resource' } }, { status: 404 });
    }),
  );
  return { state, requests };
}

/** A webhook event signed as Stripe signs it. */
function signedEvent(type: string, object: Record<string, unknown>, id = `evt_${Math.random().toString(36).slice(2)}`) {
  const payload = JSON.stringify({ id, object: 'event', type, api_version: '2026-10-28.endive', created: seconds(NOW), data: { object } });
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE.webhookSecret });
  return { payload, header };
}

describe('Stripe checkout and webhooks (Stripe API answered by msw)', () => {
  it('creates a subscription checkout with the price, the email and the return addresses', async () => {
    const deps = await paymentDeps('stripe');
    const stripe = fakeStripe({ status: 'active', invoice: 'paid', periodEnd: NOW + 30 * DAY_MS });
    const answer = await createCheckoutSession(deps, { email: EMAIL }, { email: EMAIL, mode: 'subscription', renewal: true });
    expect(answer).toEqual({ status: 200, body: { url: 'https://checkout.stripe.com/c/pay/cs_1' } });
    const sent = stripe.requests[0]!;
    expect(sent.auth).toBe('Bearer sk_test_rumbo');
    expect(Object.fromEntries(sent.form)).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_monthly',
      'line_items[0][quantity]': '1',
      customer_email: EMAIL,
      // Back through the return route, which confirms the payment even before the webhook arrives.
      success_url: 'http://127.0.0.1:3999/api/stripe/return?to=renewed&session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://127.0.0.1:3999/settings',
      'subscription_data[metadata][email]': EMAIL,
    });
    // A new subscriber returns to the onboarding success page; bad bodies and other people's emails are refused.
    await createCheckoutSession(deps, null, { email: 'new@example.com', mode: 'subscription' });
    expect(stripe.requests[1]!.form.get('success_url')).toBe('http://127.0.0.1:3999/api/stripe/return?to=onboarding&session_id={CHECKOUT_SESSION_ID}');
    expect((await createCheckoutSession(deps, null, { email: EMAIL, mode: 'subscription', renewal: true })).status).toBe(401);
    expect((await createCheckoutSession(deps, { email: EMAIL }, { email: 'bob@example.com', mode: 'subscription', renewal: true })).status).toBe(403);
    expect((await createCheckoutSession(deps, { email: EMAIL }, { email: EMAIL, mode: 'payment' })).status).toBe(400);
  });

  it('refuses a bad signature with 400 and writes nothing', async () => {
    const deps = await paymentDeps('stripe');
    fakeStripe({ status: 'active', invoice: 'paid', periodEnd: NOW + 30 * DAY_MS });
    const { payload } = signedEvent('customer.subscription.updated', { id: 'sub_1', object: 'subscription' });
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    expect(await handleWebhook(deps, payload, forged)).toMatchObject({ status: 400 });
    expect(await handleWebhook(deps, payload, null)).toMatchObject({ status: 400 });
    const tampered = signedEvent('customer.subscription.updated', { id: 'sub_1', object: 'subscription' });
    expect(await handleWebhook(deps, tampered.payload.replace('sub_1', 'sub_2'), tampered.header)).toMatchObject({ status: 400 });
    expect(await deps.users.get(EMAIL)).toBeNull();
  });

  it('syncs the current subscription on allowed events; duplicates and out-of-order events end in the right state', async () => {
    const deps = await paymentDeps('stripe');
    const stripe = fakeStripe({ status: 'active', invoice: 'paid', periodEnd: NOW + 30 * DAY_MS });
    const completed = signedEvent('checkout.session.completed', { id: 'cs_1', object: 'checkout.session', subscription: 'sub_1', customer_email: EMAIL }, 'evt_1');
    expect(await handleWebhook(deps, completed.payload, completed.header)).toEqual({ status: 200, body: { received: true, sync: 'written' } });
    expect((await deps.users.get(EMAIL))?.subscription).toMatchObject({
      status: 'active',
      paymentStatus: 'paid',
      periodEnd: NOW + 30 * DAY_MS,
      cancelAtEnd: false,
      subscriptionId: 'sub_1',
      updated_at: NOW,
    });

    // Renewal paid: the period moves on. Then an old "payment failed" event arrives late, twice.
    stripe.state.periodEnd = NOW + 60 * DAY_MS;
    deps.clock.set(NOW + 1000);
    const paid = signedEvent('invoice.paid', { id: 'in_2', object: 'invoice', parent: { subscription_details: { subscription: 'sub_1' } } });
    await handleWebhook(deps, paid.payload, paid.header);
    deps.clock.set(NOW + 2000);
    const lateFailure = signedEvent('invoice.payment_failed', { id: 'in_0', object: 'invoice', parent: { subscription_details: { subscription: 'sub_1' } } });
    await handleWebhook(deps, lateFailure.payload, lateFailure.header);
    await handleWebhook(deps, lateFailure.payload, lateFailure.header);
    await handleWebhook(deps, completed.payload, completed.header);
    expect((await deps.users.get(EMAIL))?.subscription).toMatchObject({ status: 'active', paymentStatus: 'paid', periodEnd: NOW + 60 * DAY_MS });

    // Cancelled at the provider: the next event (whatever its payload) brings that state.
    stripe.state.status = 'canceled';
    deps.clock.set(NOW + 3000);
    const deleted = signedEvent('customer.subscription.deleted', { id: 'sub_1', object: 'subscription', status: 'active' });
    await handleWebhook(deps, deleted.payload, deleted.header);
    expect((await deps.users.get(EMAIL))?.subscription?.status).toBe('canceled');

    // Events outside the allow-list are acknowledged and ignored.
    const other = signedEvent('customer.created', { id: 'cus_1', object: 'customer' });
    expect(await handleWebhook(deps, other.payload, other.header)).toEqual({ status: 200, body: { received: true, ignored: true } });
  });

  it('never lets an older provider read overwrite a newer one', async () => {
    const deps = await paymentDeps('stripe');
    const newer = { status: 'active', paymentStatus: 'paid', periodEnd: NOW + 60 * DAY_MS, cancelAtEnd: false, updated_at: NOW, subscriptionId: 'sub_1' };
    expect(await deps.users.writeSubscription(EMAIL, newer, NOW + 10)).toBe(true);
    expect(await deps.users.writeSubscription(EMAIL, { ...newer, periodEnd: NOW + 30 * DAY_MS }, NOW + 5)).toBe(false);
    expect((await deps.users.get(EMAIL))?.subscription?.periodEnd).toBe(NOW + 60 * DAY_MS);
  });

  it('auto-renew toggle: CSRF and bearer required, then provider and users table both change', async () => {
    const deps = await paymentDeps('stripe');
    const stripe = fakeStripe({ status: 'active', invoice: 'paid', periodEnd: NOW + 30 * DAY_MS });
    const completed = signedEvent('checkout.session.completed', { id: 'cs_1', object: 'checkout.session', subscription: 'sub_1', customer_email: EMAIL });
    await handleWebhook(deps, completed.payload, completed.header);
    const session = { email: EMAIL };
    const bearer = `Bearer ${await issueActionToken(deps, EMAIL)}`;
    const call = (over: Partial<Parameters<typeof updateSubscription>[1]>) =>
      updateSubscription(deps, { session, csrfHeader: 'csrf-1', csrfCookie: 'csrf-1', authorization: bearer, body: { subscriptionId: 'sub_1', cancelAtPeriodEnd: true }, ...over });

    expect(await call({ csrfHeader: null })).toMatchObject({ status: 403 });
    expect(await call({ csrfCookie: 'csrf-2' })).toMatchObject({ status: 403 });
    expect(await call({ authorization: null })).toEqual({ status: 401, body: { code: 'NO_TOKEN', message: 'No authentication token found' } });
    expect(await call({ authorization: `Bearer ${await issueActionToken(deps, 'bob@example.com')}` })).toMatchObject({ status: 401 });
    expect(await call({ body: { subscriptionId: 'sub_other', cancelAtPeriodEnd: true } })).toEqual({
      status: 404,
      body: { code: 'NO_SUBSCRIPTION', message: 'No active subscription found' },
    });
    expect(await call({ body: { subscriptionId: 'sub_1', cancelAtPeriodEnd: 'yes' } })).toMatchObject({ status: 400 });
    expect(stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/subscriptions/sub_1')).toHaveLength(0);

    deps.clock.set(NOW + 5000);
    expect(await call({})).toEqual({ status: 200, body: { subscriptionId: 'sub_1', cancelAtEnd: true, updated_at: NOW + 5000 } });
    expect(stripe.state.cancelAtPeriodEnd).toBe(true);
    expect((await deps.users.get(EMAIL))?.subscription).toMatchObject({ cancelAtEnd: true, updated_at: NOW + 5000 });
    expect(await call({ body: { subscriptionId: 'sub_1', cancelAtPeriodEnd: false } })).toMatchObject({ status: 200, body: { cancelAtEnd: false } });
    expect(stripe.state.cancelAtPeriodEnd).toBe(false);

    stripe.state.fail = true;
    expect(await call({})).toEqual({ status: 502, body: { code: 'UPDATE_FAILED', message: 'Failed to update subscription' } });
    expect((await deps.users.get(EMAIL))?.subscription?.cancelAtEnd).toBe(false);
  });

  it('auto-renew switches are counted per person (each calls the provider): 30 an hour, then 429 without asking it', async () => {
    const deps = await paymentDeps('stripe');
    const stripe = fakeStripe({ status: 'active', invoice: 'paid', periodEnd: NOW + 30 * DAY_MS });
    const completed = signedEvent('checkout.session.completed', { id: 'cs_1', object: 'checkout.session', subscription: 'sub_1', customer_email: EMAIL });
    await handleWebhook(deps, completed.payload, completed.header);
    let bearer = `Bearer ${await issueActionToken(deps, EMAIL)}`;
    const call = (cancelAtPeriodEnd: boolean) =>
      updateSubscription(deps, {
        session: { email: EMAIL },
        csrfHeader: 'csrf-1',
        csrfCookie: 'csrf-1',
        authorization: bearer,
        body: { subscriptionId: 'sub_1', cancelAtPeriodEnd },
      });
    for (let i = 0; i < 30; i += 1) expect((await call(i % 2 === 0)).status).toBe(200);
    const asked = stripe.requests.length;
    expect(await call(true)).toEqual({ status: 429, body: { code: 'RATE_LIMITED', message: 'Too many attempts. Please wait a few minutes and try again' } });
    expect(stripe.requests.length).toBe(asked);
    // The next hour (with a new five-minute bearer, as the page asks for one).
    deps.clock.set(NOW + 3_600_000);
    bearer = `Bearer ${await issueActionToken(deps, EMAIL)}`;
    expect((await call(true)).status).toBe(200);
  });
});

describe('local test payments provider', () => {
  it('runs checkout offline: paying triggers the same sync, a running subscription is not sold again, an ended one is bought anew, a checkout pays once', async () => {
    const deps = await paymentDeps('local');
    const first = await createCheckoutSession(deps, null, { email: EMAIL, mode: 'subscription' });
    const firstId = String(first.body.url).split('/').pop()!;
    expect(first.body.url).toMatch(/^http:\/\/127\.0\.0\.1:3999\/test-checkout\/cs_local_[a-f0-9]{32}$/);
    expect((await completeTestCheckout(deps, firstId, 'pay'))?.location).toBe('http://127.0.0.1:3999/onboarding/success');
    expect((await deps.users.get(EMAIL))?.subscription).toMatchObject({ status: 'active', paymentStatus: 'paid', periodEnd: localPeriodEnd(NOW), cancelAtEnd: false });
    expect(await completeTestCheckout(deps, firstId, 'pay')).toBeNull();

    // Running and paid, as Stripe runs it: it renews itself at the period end; nothing is sold now.
    deps.clock.set(NOW + DAY_MS);
    const running = await createCheckoutSession(deps, { email: EMAIL }, { email: EMAIL, mode: 'subscription', renewal: true });
    expect(running.body.url).toBe('http://127.0.0.1:3999/dashboard?subscription=renewing');
    expect((await deps.users.get(EMAIL))?.subscription?.periodEnd).toBe(localPeriodEnd(NOW));

    // Ended: a checkout, and paying starts a period from now.
    const later = localPeriodEnd(NOW) + DAY_MS;
    deps.clock.set(later);
    const renewal = await createCheckoutSession(deps, { email: EMAIL }, { email: EMAIL, mode: 'subscription', renewal: true });
    expect((await completeTestCheckout(deps, String(renewal.body.url).split('/').pop()!, 'pay'))?.location).toBe('http://127.0.0.1:3999/dashboard?subscription=renewed');
    expect((await deps.users.get(EMAIL))?.subscription?.periodEnd).toBe(localPeriodEnd(later));
    deps.clock.set(localPeriodEnd(later) + DAY_MS);

    const cancelled = await createCheckoutSession(deps, { email: EMAIL }, { email: EMAIL, mode: 'subscription', renewal: true });
    expect((await completeTestCheckout(deps, String(cancelled.body.url).split('/').pop()!, 'cancel'))?.location).toBe('http://127.0.0.1:3999/settings');
    expect(await completeTestCheckout(deps, 'cs_local_../../etc', 'pay')).toBeNull();
    expect((await handleWebhook(deps, '{}', 't=1,v1=x')).status).toBe(400);
  });
});

describe('error answers of the payments handlers', () => {
  it('carry a machine-readable code (every listed code is answered somewhere) next to the SPEC message', async () => {
    // The provider failures below are logged on purpose.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    onTestFinished(() => quiet.mockRestore());
    const deps = await paymentDeps('stripe');
    const stripe = fakeStripe({ status: 'active', invoice: 'paid', periodEnd: NOW + 30 * DAY_MS });
    const completed = signedEvent('checkout.session.completed', { id: 'cs_1', object: 'checkout.session', subscription: 'sub_1', customer_email: EMAIL });
    await handleWebhook(deps, completed.payload, completed.header);
    const session = { email: EMAIL };
    const bearer = `Bearer ${await issueActionToken(deps, EMAIL)}`;
    const update = (over: Partial<Parameters<typeof updateSubscription>[1]>) =>
      updateSubscription(deps, { session, csrfHeader: 'csrf-1', csrfCookie: 'csrf-1', authorization: bearer, body: { subscriptionId: 'sub_1', cancelAtPeriodEnd: true }, ...over });
    const checkout = (who: { email: string } | null, body: unknown) => createCheckoutSession(deps, who, body);

    const answers = {
      BAD_INPUT: [await checkout(session, { email: EMAIL, mode: 'payment' }), await update({ body: { subscriptionId: 'sub_1' } })],
      BAD_SIGNATURE: [await handleWebhook(deps, completed.payload, 't=1,v1=forged')],
      NO_TOKEN: [await checkout(null, { email: EMAIL, mode: 'subscription', renewal: true }), await update({ authorization: null }), await update({ authorization: 'Basic abc' })],
      UNAUTHORIZED: [await update({ authorization: 'Bearer not-a-sealed-token' }), await update({ session: null })],
      CSRF: [await update({ csrfHeader: null }), await update({ csrfCookie: 'other' })],
      FORBIDDEN: [await checkout(session, { email: 'bob@example.com', mode: 'subscription', renewal: true })],
      NO_SUBSCRIPTION: [await update({ body: { subscriptionId: 'sub_other', cancelAtPeriodEnd: true } })],
      UPDATE_FAILED: [] as THttpAnswer[],
      ACCOUNT_ACTIVE: [await checkout(session, { email: EMAIL, mode: 'subscription', renewal: false })],
      ACCOUNT_EXISTS: [await checkout(null, { email: EMAIL, mode: 'subscription', renewal: false })],
      RATE_LIMITED: [] as THttpAnswer[],
      CHECKOUT_FAILED: [] as THttpAnswer[],
      SYNC_FAILED: [] as THttpAnswer[],
    } satisfies Record<keyof typeof PAYMENT_ERRORS, THttpAnswer[]>;
    // The routes count checkouts before the handler runs; the refusal has the same shape.
    const limiter = createRateLimiter(createMemoryStore(deps.clock), deps.clock, {
      ...RATE_LIMITS,
      checkout: { ...RATE_LIMITS.checkout, address: { limit: 0, windowMs: 60_000 } },
    });
    const refused = await limitRequest(limiter, 'checkout', { account: EMAIL, address: '203.0.113.9' });
    answers.RATE_LIMITED.push({ status: refused!.status, body: (await refused!.json()) as Record<string, unknown> });
    stripe.state.fail = true;
    answers.UPDATE_FAILED.push(await update({}));
    answers.CHECKOUT_FAILED.push(await checkout(session, { email: EMAIL, mode: 'subscription', renewal: true }));
    answers.SYNC_FAILED.push(await handleWebhook(deps, completed.payload, completed.header));

    for (const [code, list] of Object.entries(answers)) {
      expect(list.length, code).toBeGreaterThan(0);
      for (const answer of list) {
        expect(answer.status, code).toBe(PAYMENT_ERRORS[code as keyof typeof PAYMENT_ERRORS]);
        expect(answer.body, code).toEqual({ code, message: expect.any(String) });
      }
    }
    // docs/product-rules.md §7/§8 words where SPEC asks for them.
    expect(answers.NO_TOKEN[1]!.body.message).toBe('No authentication token found');
    expect(answers.NO_SUBSCRIPTION[0]!.body.message).toBe('No active subscription found');
    expect(answers.UPDATE_FAILED[0]!.body.message).toBe('Failed to update subscription');
  });
});
