import { randomUUID } from 'node:crypto';
import { http, HttpResponse } from 'msw';
import Stripe from 'stripe';
import es from '../../messages/es.json';
import { describe, expect, inject, it, onTestFinished, vi } from 'vitest';
import { fixedClock } from '~/domain/clock';
import { isSubscriptionValid } from '~/domain/subscription';
import { DAY_MS } from '~/domain/time';
import { callIdentity } from '~/server/clients/identity';
import { createIdentityAdmin } from '~/server/clients/identity-admin';
import { buildDeps } from '~/server/deps';
import { createCheckoutSession, handleWebhook, returnFromCheckout } from '~/server/payments/handlers';
import { createLocalPayments } from '~/server/payments/local';
import { createStripePayments } from '~/server/payments/stripe';
import { completeTestCheckout } from '~/server/payments/test-checkout';
import { RATE_LIMITS } from '~/server/rate-limit/limiter';
import { createCaller } from '~/server/api/root';
import { createInnerContext } from '~/server/api/trpc';
import { z } from 'zod';
import { server } from '../msw/server';
import { freshDb, NOW } from '../helpers/db';
import { TEST_CODE } from '../helpers/cognito-global-setup';

const STRIPE = { secretKey: 'sk_test_rumbo', webhookSecret: 'whsec_test_rumbo', priceId: 'price_rumbo' };
const API = 'https://api.stripe.com/v1';
const seconds = (ms: number) => Math.floor(ms / 1000);

type TFakeSubscription = {
  status: string;
  periodEnd: number;
  price: string;
  email: string;
  customer: string;
  cancelAtPeriodEnd?: boolean;
  invoice?: { status: string; url?: string };
};

/** A Checkout Session as Stripe reports it when the person comes back. */
type TFakeSession = { status: string; paymentStatus: string; subscription: string | null; email: string; mode?: string };

/** The Stripe API as msw, holding several subscriptions and checkout sessions; records every request. */
function fakeStripe(subscriptions: Record<string, TFakeSubscription>, sessions: Record<string, TFakeSession> = {}, taxBehavior = 'unspecified') {
  const requests: Array<{ method: string; path: string; form: URLSearchParams }> = [];
  /** As Stripe does, a subscription bought through a checkout carries that checkout's `subscription_data.metadata`: here, the email's latest. */
  const signupOf = (email: string) => {
    const checkout = requests.findLast((r) => r.path === '/v1/checkout/sessions' && r.form.get('subscription_data[metadata][email]') === email);
    const signupId = checkout?.form.get('subscription_data[metadata][signup_id]');
    return signupId ? { signup_id: signupId } : {};
  };
  const toStripe = (id: string, s: TFakeSubscription) => ({
    id,
    object: 'subscription',
    status: s.status,
    customer: s.customer,
    cancel_at_period_end: s.cancelAtPeriodEnd ?? false,
    metadata: { email: s.email, ...signupOf(s.email) },
    latest_invoice: { id: `in_${id}`, object: 'invoice', status: s.invoice?.status ?? 'paid', hosted_invoice_url: s.invoice?.url ?? null },
    items: { object: 'list', data: [{ id: `si_${id}`, object: 'subscription_item', price: { id: s.price, object: 'price' }, current_period_end: seconds(s.periodEnd) }] },
  });
  server.use(
    http.all(`${API}/*`, async ({ request }) => {
      const url = new URL(request.url);
      const form = new URLSearchParams(request.method === 'GET' ? url.search : await request.text());
      requests.push({ method: request.method, path: url.pathname, form });
      if (url.pathname === `/v1/prices/${STRIPE.priceId}`)
        return HttpResponse.json({ id: STRIPE.priceId, object: 'price', unit_amount: 1900, currency: 'eur', recurring: { interval: 'month' }, tax_behavior: taxBehavior });
      if (url.pathname === '/v1/checkout/sessions') return HttpResponse.json({ id: 'cs_new', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_new' });
      const sessionId = url.pathname.match(/^\/v1\/checkout\/sessions\/(\w+)$/)?.[1];
      const session = sessionId ? sessions[sessionId] : undefined;
      if (sessionId && session) {
        const { status, paymentStatus, subscription, email, mode = 'subscription' } = session;
        return HttpResponse.json({
          id: sessionId,
          object: 'checkout.session',
          mode,
          status,
          payment_status: paymentStatus,
          subscription,
          customer_email: email,
          client_reference_id: email,
        });
      }
      const id = url.pathname.match(/^\/v1\/subscriptions\/(\w+)$/)?.[1];
      const found = id ? subscriptions[id] : undefined;
      if (id && found) {
        if (request.method === 'POST' && form.has('cancel_at_period_end')) found.cancelAtPeriodEnd = form.get('cancel_at_period_end') === 'true';
        return HttpResponse.json(toStripe(id, found));
      }
      return HttpResponse.json({ error: { type: 'invalid_request_error', message: 'No such resource' } }, { status: 404 });
    }),
  );
  return {
    requests,
    checkouts: () => requests.filter((r) => r.path === '/v1/checkout/sessions'),
    sessionReads: () => requests.filter((r) => r.path.startsWith('/v1/checkout/sessions/')),
  };
}

function signedEvent(type: string, object: Record<string, unknown>) {
  const payload = JSON.stringify({ id: `evt_${randomUUID()}`, object: 'event', type, api_version: '2026-10-28.endive', created: seconds(NOW), data: { object } });
  return { payload, header: Stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE.webhookSecret }) };
}

async function stripeDeps() {
  const clock = fixedClock(NOW);
  return buildDeps(await freshDb(), clock, null, { payments: createStripePayments(STRIPE), appUrl: 'http://127.0.0.1:3999' });
}

const updated = (id: string) => signedEvent('customer.subscription.updated', { id, object: 'subscription' });
const sync = (deps: Awaited<ReturnType<typeof stripeDeps>>, id: string) => {
  const event = updated(id);
  return handleWebhook(deps, event.payload, event.header);
};

describe('Stripe sync trusts only Rumbo subscriptions and never replaces a valid one', () => {
  it('ignores a subscription for another price that names the email', async () => {
    const deps = await stripeDeps();
    fakeStripe({ sub_other: { status: 'active', periodEnd: NOW + 30 * DAY_MS, price: 'price_someone_else', email: 'ana@example.com', customer: 'cus_1' } });
    const event = updated('sub_other');
    expect(await handleWebhook(deps, event.payload, event.header)).toEqual({ status: 200, body: { received: true, sync: 'other-product' } });
    expect(await deps.users.get('ana@example.com')).toBeNull();
  });

  it('keeps a still-valid subscription when another one for the same email arrives; the other counts once the first has ended', async () => {
    const deps = await stripeDeps();
    const subs = {
      sub_1: { status: 'active', periodEnd: NOW + 30 * DAY_MS, price: STRIPE.priceId, email: 'ana@example.com', customer: 'cus_1' },
      sub_2: { status: 'active', periodEnd: NOW + 60 * DAY_MS, price: STRIPE.priceId, email: 'ana@example.com', customer: 'cus_2' },
    };
    fakeStripe(subs);
    await sync(deps, 'sub_1');
    const second = updated('sub_2');
    expect(await handleWebhook(deps, second.payload, second.header)).toEqual({ status: 200, body: { received: true, sync: 'kept-valid' } });
    expect((await deps.users.get('ana@example.com'))?.subscription?.subscriptionId).toBe('sub_1');

    subs.sub_1.status = 'canceled';
    const ended = updated('sub_1');
    await handleWebhook(deps, ended.payload, ended.header);
    expect(await handleWebhook(deps, second.payload, second.header)).toMatchObject({ body: { sync: 'written' } });
    expect((await deps.users.get('ana@example.com'))?.subscription).toMatchObject({ subscriptionId: 'sub_2', status: 'active' });
  });

  it('refuses the write itself (not only the read) over another valid subscription', async () => {
    const deps = await stripeDeps();
    const valid = { status: 'active', paymentStatus: 'paid' as const, periodEnd: NOW + 30 * DAY_MS, cancelAtEnd: false, updated_at: NOW, subscriptionId: 'sub_1' };
    expect(await deps.users.writeSubscription('ana@example.com', valid, NOW)).toBe(true);
    expect(await deps.users.writeSubscription('ana@example.com', { ...valid, subscriptionId: 'sub_2' }, NOW + 1)).toBe(false);
    expect(await deps.users.writeSubscription('ana@example.com', { ...valid, periodEnd: NOW + 40 * DAY_MS }, NOW + 2)).toBe(true);
  });
});

describe('the price shown before paying', () => {
  it("is Stripe's price of the configured plan (read once), or the local test price", async () => {
    const deps = await stripeDeps();
    const stripe = fakeStripe({});
    const visitor = createCaller(createInnerContext({ session: null, deps }));
    expect(await visitor.subscription.plan()).toEqual({ amount: 19, currency: 'EUR', interval: 'month', taxIncluded: true });
    await visitor.subscription.plan();
    expect(stripe.requests.filter((r) => r.path.startsWith('/v1/prices/'))).toHaveLength(1);
  });

  it('says taxes come on top only when Stripe adds them to the price (tax behaviour "exclusive")', async () => {
    const deps = await stripeDeps();
    fakeStripe({}, {}, 'exclusive');
    const visitor = createCaller(createInnerContext({ session: null, deps }));
    expect(await visitor.subscription.plan()).toMatchObject({ taxIncluded: false });
  });
});

describe('one customer and one subscription per person', () => {
  const signedIn = { email: 'ana@example.com' };
  const renew = { email: 'ana@example.com', mode: 'subscription', renewal: true };

  /** Ana's subscription to our price (customer cus_1), stored by the sync; `sub` says how it stands. */
  async function withStored(sub: Pick<TFakeSubscription, 'status' | 'periodEnd'> & Partial<TFakeSubscription>) {
    const deps = await stripeDeps();
    const stripe = fakeStripe({ sub_1: { price: STRIPE.priceId, email: 'ana@example.com', customer: 'cus_1', ...sub } });
    await sync(deps, 'sub_1');
    return { deps, stripe };
  }

  it('"Renew Now" on a running subscription set to stop switches renewal back on, sells nothing new and says it renews itself (not "renewed")', async () => {
    const { deps, stripe } = await withStored({ status: 'active', periodEnd: NOW + 5 * DAY_MS, cancelAtPeriodEnd: true });
    expect(await createCheckoutSession(deps, signedIn, renew)).toEqual({ status: 200, body: { url: 'http://127.0.0.1:3999/dashboard?subscription=renewing' } });
    expect(stripe.checkouts()).toHaveLength(0);
    expect(stripe.requests.some((r) => r.method === 'POST' && r.path === '/v1/subscriptions/sub_1' && r.form.get('cancel_at_period_end') === 'false')).toBe(true);
    // Settings reads the stored record: renewal is on there at once, the period unchanged.
    expect((await deps.users.get('ana@example.com'))?.subscription).toMatchObject({ cancelAtEnd: false, periodEnd: NOW + 5 * DAY_MS });
  });

  it('"Renew Now" on a running subscription that renews itself charges nothing and changes nothing at the provider', async () => {
    const { deps, stripe } = await withStored({ status: 'active', periodEnd: NOW + 3 * DAY_MS, cancelAtPeriodEnd: false });
    expect(await createCheckoutSession(deps, signedIn, renew)).toEqual({ status: 200, body: { url: 'http://127.0.0.1:3999/dashboard?subscription=renewing' } });
    expect(stripe.checkouts()).toHaveLength(0);
    expect(stripe.requests.filter((r) => r.method === 'POST')).toEqual([]);
    expect((await deps.users.get('ana@example.com'))?.subscription).toMatchObject({ cancelAtEnd: false, periodEnd: NOW + 3 * DAY_MS });
  });

  it('an unpaid subscription is paid on its own open invoice', async () => {
    const { deps, stripe } = await withStored({
      status: 'past_due',
      periodEnd: NOW + 5 * DAY_MS,
      invoice: { status: 'open', url: 'https://invoice.stripe.com/i/in_sub_1' },
    });
    expect(await createCheckoutSession(deps, signedIn, renew)).toEqual({ status: 200, body: { url: 'https://invoice.stripe.com/i/in_sub_1' } });
    expect(stripe.checkouts()).toHaveLength(0);
  });

  it('an ended subscription is bought again by the same customer, not a new one', async () => {
    const { deps, stripe } = await withStored({ status: 'canceled', periodEnd: NOW - DAY_MS });
    expect(await createCheckoutSession(deps, signedIn, renew)).toMatchObject({ status: 200 });
    const [checkout] = stripe.checkouts();
    expect(checkout?.form.get('customer')).toBe('cus_1');
    expect(checkout?.form.has('customer_email')).toBe(false);
  });

  it.each([
    ['valid', { status: 'active', periodEnd: NOW + 20 * DAY_MS }],
    ['set to stop', { status: 'active', periodEnd: NOW + 5 * DAY_MS, cancelAtPeriodEnd: true }],
    ['unpaid, with an open invoice', { status: 'past_due', periodEnd: NOW + 5 * DAY_MS, invoice: { status: 'open', url: 'https://invoice.stripe.com/i/in_sub_1' } }],
    ['ended', { status: 'canceled', periodEnd: NOW - DAY_MS }],
  ] as const)('a checkout without a session for an account whose subscription is %s: "sign in to continue", and the provider is never asked', async (_, sub) => {
    const { deps, stripe } = await withStored(sub);
    const before = stripe.requests.length;
    const answer = await createCheckoutSession(deps, null, { email: 'Ana@Example.com', mode: 'subscription', renewal: false });
    expect(answer).toEqual({ status: 409, body: { code: 'ACCOUNT_EXISTS', message: 'An account with this email already exists. Please sign in to continue.' } });
    // Not a checkout, not a renewal switched back on, not an invoice address: nothing of Ana's reaches a stranger.
    expect(stripe.requests.slice(before)).toEqual([]);
    const visitor = createCaller(createInnerContext({ session: null, deps }));
    await expect(
      visitor.onboarding.start({ name: 'Mallory', email: 'ana@example.com', locations_of_interest: [], industries_of_interest: [], locale: 'en' }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'An account with this email already exists. Please sign in to continue.',
    });
    expect(stripe.requests.slice(before)).toEqual([]);
  });
});

describe('onboarding ends in an account once the payment is confirmed', () => {
  const ZUser = z.object({ UserStatus: z.string(), UserAttributes: z.array(z.object({ Name: z.string(), Value: z.string() })) });

  async function onboardingDeps() {
    const { endpoint, userPoolId } = inject('cognito');
    const db = await freshDb();
    const clock = fixedClock(NOW);
    const appUrl = 'http://127.0.0.1:3999';
    const deps = buildDeps(db, clock, null, { payments: createLocalPayments(db, clock, appUrl), appUrl, identityAdmin: createIdentityAdmin({ endpoint, userPoolId }) });
    const visitor = createCaller(createInnerContext({ session: null, deps }));
    const pay = async (url: string) => completeTestCheckout(deps, url.split('/').pop()!, 'pay');
    const identityUser = (email: string) => callIdentity(endpoint, 'AdminGetUser', { UserPoolId: userPoolId, Username: email }, ZUser);
    return { deps, visitor, pay, identityUser };
  }

  it('creates the identity user (temporary password, verified email) and the record with the onboarding answers; paying twice makes no second account', async () => {
    const { deps, visitor, pay, identityUser } = await onboardingDeps();
    const email = `new-${randomUUID().slice(0, 8)}@example.com`;
    const answers = { name: '  María   José ', email: email.toUpperCase(), locations_of_interest: ['Madrid', 'Remote'], industries_of_interest: ['Data'], locale: 'es' as const };
    const { url } = await visitor.onboarding.start(answers);
    expect(url).toMatch(/\/test-checkout\/cs_local_[a-f0-9]{32}$/);
    expect(await deps.users.get(email)).toBeNull();

    expect((await pay(url))?.location).toBe('http://127.0.0.1:3999/onboarding/success');
    const record = await deps.users.get(email);
    expect(record).toMatchObject({ name: 'María José', job_preferences: { locations: ['Madrid', 'Remote'], fields: ['Data'] }, created_at: NOW });
    expect(record?.subscription).toMatchObject({ status: 'active', paymentStatus: 'paid' });
    const user = await identityUser(email);
    expect(user.UserStatus).toBe('FORCE_CHANGE_PASSWORD');
    expect(user.UserAttributes).toEqual(expect.arrayContaining([{ Name: 'email_verified', Value: 'true' }]));
    // (The delivery of the temporary password itself is shown by the browser test, which reads it from the service's message log.)
    // The answers were read under the id the paid subscription carries, then removed.
    const signupId = (await deps.payments.getSubscription(record!.subscription!.subscriptionId!))?.signupId;
    expect(signupId).toEqual(expect.any(String));
    expect(await deps.signups.get(email, signupId!, NOW)).toBeNull();

    // The same email again: told to sign in; its subscription is not replaced and no second account is made.
    await expect(visitor.onboarding.start(answers)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'An account with this email already exists. Please sign in to continue.',
    });
    expect((await deps.accounts.settle(email)).invited).toBe(false);
  });

  it('attaches a payment to an existing account without a valid subscription, keeping its name and preferences (signed in: a visitor is told to sign in)', async () => {
    const { deps, visitor, pay } = await onboardingDeps();
    const email = `old-${randomUUID().slice(0, 8)}@example.com`;
    await deps.users.put({
      user_email: email,
      name: 'Ana',
      created_at: NOW - 100 * DAY_MS,
      updated_at: NOW - DAY_MS,
      job_preferences: { locations: ['Sevilla'], fields: [], excluded_companies: [], excluded_titles: [] },
    });
    await deps.accounts.settle(email); // the identity user exists already (signed up earlier)
    await expect(visitor.onboarding.start({ name: 'Someone Else', email, locations_of_interest: ['Lima'], industries_of_interest: [], locale: 'en' })).rejects.toMatchObject({
      message: 'An account with this email already exists. Please sign in to continue.',
    });
    const started = await createCheckoutSession(deps, { email }, { email, mode: 'subscription', renewal: false });
    await pay(String(started.body.url));
    expect(await deps.users.get(email)).toMatchObject({
      name: 'Ana',
      created_at: NOW - 100 * DAY_MS,
      job_preferences: { locations: ['Sevilla'] },
      subscription: { status: 'active' },
    });
  });

  it('a stranger’s unconfirmed sign-up with the payer’s email is replaced by the invited account, a new user whose temporary password only the mailbox receives', async () => {
    const { deps, visitor, pay, identityUser } = await onboardingDeps();
    const { endpoint, clientId } = inject('cognito');
    const email = `victim-${randomUUID().slice(0, 8)}@example.com`;
    const stranger = await callIdentity(
      endpoint,
      'SignUp',
      { ClientId: clientId, Username: email, Password: 'Stranger#Pass2026', UserAttributes: [{ Name: 'email', Value: email }] },
      z.object({ UserSub: z.string() }),
    );
    expect((await identityUser(email)).UserStatus).toBe('UNCONFIRMED');
    // An unconfirmed sign-up is nobody's account yet: the payer is not told to sign in.
    expect(await deps.accounts.hasAccount(email)).toBe(false);
    const { url } = await visitor.onboarding.start({ name: 'Ana', email, locations_of_interest: [], industries_of_interest: [], locale: 'en' });
    await pay(url);
    // Another user now holds the address: invited, with a temporary password sent to the mailbox
    // (the local service lets any password start the new-password step, so the test checks the user).
    const user = await identityUser(email);
    expect(user.UserStatus).toBe('FORCE_CHANGE_PASSWORD');
    expect(user.UserAttributes).toEqual(expect.arrayContaining([{ Name: 'email_verified', Value: 'true' }]));
    expect(user.UserAttributes).not.toEqual(expect.arrayContaining([{ Name: 'sub', Value: stranger.UserSub }]));
    // Settling again (the webhook after the return) keeps the invited account and sends nothing more.
    expect((await deps.accounts.settle(email)).invited).toBe(false);
  });

  it('answers typed for someone’s email fill their record only when that very checkout is paid, never a subscription bought another way', async () => {
    const { deps, visitor, pay } = await onboardingDeps();
    const email = `target-${randomUUID().slice(0, 8)}@example.com`;
    // A stranger starts onboarding with the address and leaves the checkout unpaid; the owner then
    // starts their own onboarding and pays that one: only the owner's answers are used.
    await visitor.onboarding.start({ name: 'Stranger Danger', email, locations_of_interest: ['Lima'], industries_of_interest: ['Sales'], locale: 'en' });
    const own = await visitor.onboarding.start({ name: 'Lucía Pérez', email, locations_of_interest: ['Valencia'], industries_of_interest: ['Design'], locale: 'es' });
    await pay(own.url);
    expect(await deps.users.get(email)).toMatchObject({ name: 'Lucía Pérez', job_preferences: { locations: ['Valencia'], fields: ['Design'] } });

    // Another address: the stranger's answers wait, and the owner, signed in, buys a first subscription.
    const other = `target-${randomUUID().slice(0, 8)}@example.com`;
    await visitor.onboarding.start({ name: 'Stranger Danger', email: other, locations_of_interest: ['Lima'], industries_of_interest: ['Sales'], locale: 'en' });
    const started = await createCheckoutSession(deps, { email: other }, { email: other, mode: 'subscription', renewal: false });
    await pay(String(started.body.url));
    const record = await deps.users.get(other);
    expect(record?.subscription).toMatchObject({ status: 'active' });
    expect(record?.name).toBeUndefined();
    expect(record?.job_preferences).toBeUndefined();
  });

  it('a confirmed account with a verified email is kept as it is when its owner pays', async () => {
    const { deps, identityUser } = await onboardingDeps();
    const { endpoint, clientId } = inject('cognito');
    const email = `owner-${randomUUID().slice(0, 8)}@example.com`;
    await callIdentity(endpoint, 'SignUp', { ClientId: clientId, Username: email, Password: 'Owner#Pass2026', UserAttributes: [{ Name: 'email', Value: email }] }, z.unknown());
    await callIdentity(endpoint, 'ConfirmSignUp', { ClientId: clientId, Username: email, ConfirmationCode: TEST_CODE }, z.unknown());
    expect(await deps.accounts.hasAccount(email)).toBe(true);
    expect((await deps.accounts.settle(email)).invited).toBe(false);
    expect((await identityUser(email)).UserStatus).toBe('CONFIRMED');
  });

  it('counts every start per email, like any checkout', async () => {
    const { visitor } = await onboardingDeps();
    const answers = { name: 'Ana', email: `many-${randomUUID().slice(0, 8)}@example.com`, locations_of_interest: [], industries_of_interest: [], locale: 'en' as const };
    for (let i = 0; i < 10; i++) await visitor.onboarding.start(answers);
    await expect(visitor.onboarding.start(answers)).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });

  it('checks the answers on the server with the SPEC name and email rules', async () => {
    const { visitor } = await onboardingDeps();
    const base = { name: 'Ana', email: 'ana@example.com', locations_of_interest: [], industries_of_interest: [], locale: 'en' as const };
    await expect(visitor.onboarding.start({ ...base, name: "O'Brien" })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(visitor.onboarding.start({ ...base, name: 'A' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(visitor.onboarding.start({ ...base, email: 'ana@example' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(visitor.onboarding.start({ ...base, locations_of_interest: Array.from({ length: 51 }, (_, i) => `City ${i}`) })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('administrator calls on a cloud pool', () => {
  it('are signed with the deployment credentials (SigV4, cognito-idp, the region)', async () => {
    const { DynamoDBClient } = await import('@aws-sdk/client-dynamodb');
    const config = new DynamoDBClient({ region: 'eu-west-3', credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'not-a-secret' } }).config;
    const seen: Headers[] = [];
    server.use(
      http.post('https://cognito-idp.eu-west-3.amazonaws.com/', ({ request }) => {
        seen.push(request.headers);
        return HttpResponse.json({ __type: 'UserNotFoundException', message: 'User does not exist.' }, { status: 400 });
      }),
    );
    const admin = createIdentityAdmin({
      endpoint: 'https://cognito-idp.eu-west-3.amazonaws.com/',
      userPoolId: 'eu-west-3_pool',
      signing: { region: 'eu-west-3', credentials: config.credentials, sha256: config.sha256 },
    });
    expect(await admin.lookup('ana@example.com')).toBeNull();
    expect(seen[0]?.get('authorization')).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-west-3\/cognito-idp\/aws4_request, SignedHeaders=[^,]*x-amz-target[^,]*, Signature=[0-9a-f]{64}$/,
    );
    expect(seen[0]?.get('x-amz-target')).toBe('AWSCognitoIdentityProviderService.AdminGetUser');
  });
});

describe('coming back from Stripe Checkout, before or after the webhook', () => {
  const APP = 'http://127.0.0.1:3999';
  const ADDRESS = '198.51.100.20';
  const paidSession = (email: string): TFakeSession => ({ status: 'complete', paymentStatus: 'paid', subscription: 'sub_1', email });
  const ours = (email: string): TFakeSubscription => ({ status: 'active', periodEnd: NOW + 30 * DAY_MS, price: STRIPE.priceId, email, customer: 'cus_1' });

  /** Stripe deps with the local identity service; `sent` lists every temporary password the service was asked to send. */
  async function returnDeps() {
    const { endpoint, userPoolId } = inject('cognito');
    const admin = createIdentityAdmin({ endpoint, userPoolId });
    const sent: string[] = [];
    const counting = {
      ...admin,
      async invite(email: string) {
        const invited = await admin.invite(email);
        if (invited) sent.push(email);
        return invited;
      },
    };
    const clock = fixedClock(NOW);
    const deps = buildDeps(await freshDb(), clock, null, { payments: createStripePayments(STRIPE), appUrl: APP, identityAdmin: counting });
    const visitor = createCaller(createInnerContext({ session: null, deps }));
    const back = (query: string, address = ADDRESS) => returnFromCheckout(deps, { query: new URLSearchParams(query), address });
    return { deps, visitor, sent, back };
  }

  /** The provider failures and refused sessions below are logged on purpose. */
  function quietLogs() {
    const spies = [vi.spyOn(console, 'error').mockImplementation(() => {}), vi.spyOn(console, 'warn').mockImplementation(() => {})];
    onTestFinished(() => spies.forEach((spy) => spy.mockRestore()));
  }

  const newEmail = () => `paid-${randomUUID().slice(0, 8)}@example.com`;

  it('a return before the webhook makes the account at once; the webhook after it changes nothing and sends no second password', async () => {
    const { deps, visitor, sent, back } = await returnDeps();
    const email = newEmail();
    const stripe = fakeStripe({ sub_1: ours(email) }, { cs_paid: paidSession(email) });
    await visitor.onboarding.start({ name: 'Lucía', email, locations_of_interest: ['Madrid'], industries_of_interest: ['Data'], locale: 'es' });
    // Stripe sends the person back through the return route, with its session id in place of the literal placeholder.
    expect(stripe.checkouts()[0]?.form.get('success_url')).toBe(`${APP}/api/stripe/return?to=onboarding&session_id={CHECKOUT_SESSION_ID}`);
    // Stripe's page in the person's language, with the EU withdrawal notice beside its button.
    expect(stripe.checkouts()[0]?.form.get('locale')).toBe('es');
    expect(stripe.checkouts()[0]?.form.get('custom_text[submit][message]')).toBe(es.plan.checkoutNotice);
    expect(await deps.users.get(email)).toBeNull();

    // The browser that paid may choose the password at once (tests/integration/first-password.test.ts).
    expect(await back('to=onboarding&session_id=cs_paid')).toEqual({ location: `${APP}/onboarding/success`, firstPassword: expect.stringMatching(/^[\w-]{43}$/) });
    const record = await deps.users.get(email);
    expect(record).toMatchObject({ name: 'Lucía', job_preferences: { locations: ['Madrid'], fields: ['Data'] }, subscription: { subscriptionId: 'sub_1', status: 'active' } });
    expect(isSubscriptionValid(record?.subscription, NOW)).toBe(true);
    expect(sent).toEqual([email]);

    const completed = signedEvent('checkout.session.completed', { id: 'cs_paid', object: 'checkout.session', subscription: 'sub_1', customer_email: email });
    expect(await handleWebhook(deps, completed.payload, completed.header)).toMatchObject({ status: 200 });
    expect(await back('to=onboarding&session_id=cs_paid')).toMatchObject({ location: `${APP}/onboarding/success` });
    expect(await deps.users.get(email)).toEqual(record);
    expect(sent).toEqual([email]);
  });

  it('a return after the webhook changes nothing', async () => {
    const { deps, sent, back } = await returnDeps();
    const email = newEmail();
    fakeStripe({ sub_1: ours(email) }, { cs_paid: paidSession(email) });
    const completed = signedEvent('checkout.session.completed', { id: 'cs_paid', object: 'checkout.session', subscription: 'sub_1', customer_email: email });
    await handleWebhook(deps, completed.payload, completed.header);
    const record = await deps.users.get(email);
    expect(sent).toEqual([email]);
    // Still awaiting its first password: the browser that paid gets its token all the same.
    expect(await back('to=onboarding&session_id=cs_paid')).toEqual({ location: `${APP}/onboarding/success`, firstPassword: expect.any(String) });
    expect(await deps.users.get(email)).toEqual(record);
    expect(sent).toEqual([email]);
  });

  it('a signed-up person back from a first subscription or a renewal finds it valid before the webhook, so the guard lets them in', async () => {
    const { deps, sent, back } = await returnDeps();
    const email = newEmail();
    await deps.users.put({ user_email: email, name: 'Ana', created_at: NOW - DAY_MS, updated_at: NOW - DAY_MS });
    await createIdentityAdmin(inject('cognito')).invite(email); // signed up earlier
    fakeStripe({ sub_1: ours(email) }, { cs_paid: paidSession(email) });
    expect(await back('to=started&session_id=cs_paid')).toEqual({ location: `${APP}/dashboard?subscription=started` });
    expect(isSubscriptionValid((await deps.users.get(email))?.subscription, NOW)).toBe(true);
    expect(await back('to=renewed&session_id=cs_paid')).toEqual({ location: `${APP}/dashboard?subscription=renewed` });
    expect(sent).toEqual([]);
  });

  it('a session for another price, unpaid, open, not a subscription, unknown or malformed, or Stripe failing: redirected, nothing changes', async () => {
    quietLogs();
    const { deps, sent, back } = await returnDeps();
    const email = newEmail();
    const stripe = fakeStripe(
      { sub_1: ours(email), sub_other: { ...ours(email), price: 'price_someone_else' } },
      {
        cs_other: { ...paidSession(email), subscription: 'sub_other' },
        cs_unpaid: { ...paidSession(email), paymentStatus: 'unpaid' },
        cs_open: { ...paidSession(email), status: 'open', paymentStatus: 'unpaid' },
        cs_payment: { ...paidSession(email), mode: 'payment' },
      },
    );
    for (const id of ['cs_other', 'cs_unpaid', 'cs_open', 'cs_payment', 'cs_unknown']) {
      expect(await back(`to=onboarding&session_id=${id}`), id).toEqual({ location: `${APP}/onboarding/success` });
    }
    expect(stripe.sessionReads()).toHaveLength(5);
    // Never asked of Stripe: no id, the placeholder Stripe did not fill, anything but a session id.
    for (const query of ['to=renewed', 'to=renewed&session_id={CHECKOUT_SESSION_ID}', 'to=renewed&session_id=sub_1', `to=renewed&session_id=cs_${'a'.repeat(300)}`]) {
      expect(await back(query), query).toEqual({ location: `${APP}/dashboard?subscription=renewed` });
    }
    expect(stripe.sessionReads()).toHaveLength(5);
    server.use(http.get(`${API}/checkout/sessions/cs_paid`, () => HttpResponse.json({ error: { type: 'api_error', message: 'Stripe is down' } }, { status: 500 })));
    expect(await back('to=started&session_id=cs_paid')).toEqual({ location: `${APP}/dashboard?subscription=started` });
    expect(await deps.users.get(email)).toBeNull();
    expect(sent).toEqual([]);
  });

  it('sends the person only to its own destinations: an unknown `to` is refused, never followed', async () => {
    quietLogs();
    const { deps, back } = await returnDeps();
    const stripe = fakeStripe({}, {});
    const refused = { status: 400, body: { code: 'BAD_INPUT', message: 'Unknown return destination' } };
    for (const to of ['https://evil.example', '//evil.example', '/\\evil.example', 'https:evil.example', '/onboarding/success', 'Onboarding', '__proto__', 'constructor', '']) {
      expect(await back(`to=${encodeURIComponent(to)}&session_id=cs_paid`), to).toEqual(refused);
    }
    expect(await back('session_id=cs_paid')).toEqual(refused);
    expect(await back('to=https://evil.example&to=onboarding&session_id=cs_paid')).toEqual(refused);
    expect(await back('to=onboarding&to=https://evil.example&next=https://evil.example')).toEqual({ location: `${APP}/onboarding/success` });
    expect(stripe.requests).toHaveLength(0);
    expect(deps.appUrl).toBe(APP);
  });

  it('counts returns per address before Stripe is asked; past the limit the person is still sent on, unconfirmed', async () => {
    quietLogs();
    const { deps, back } = await returnDeps();
    const email = newEmail();
    const stripe = fakeStripe({ sub_1: ours(email) }, { cs_paid: paidSession(email) });
    const { limit } = RATE_LIMITS.checkoutReturn.address;
    for (let i = 0; i < limit; i += 1) await back(`to=onboarding&session_id=cs_probe${i}`);
    expect(stripe.sessionReads()).toHaveLength(limit);
    expect(await back('to=onboarding&session_id=cs_paid')).toEqual({ location: `${APP}/onboarding/success` });
    expect(stripe.sessionReads()).toHaveLength(limit);
    expect(await deps.users.get(email)).toBeNull();
    // Another address is counted on its own.
    await back('to=onboarding&session_id=cs_paid', '203.0.113.20');
    expect((await deps.users.get(email))?.subscription?.subscriptionId).toBe('sub_1');
  });
});
