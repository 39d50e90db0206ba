import { randomUUID } from 'node:crypto';
import { http, HttpResponse } from 'msw';
import Stripe from 'stripe';
import { describe, expect, inject, it } from 'vitest';
import { fixedClock } from '~/domain/clock';
import { DAY_MS } from '~/domain/time';
import { callIdentity } from '~/server/clients/identity';
import { createIdentityAdmin } from '~/server/clients/identity-admin';
import { buildDeps } from '~/server/deps';
import { createCheckoutSession, handleWebhook } from '~/server/payments/handlers';
import { createLocalPayments } from '~/server/payments/local';
import { createStripePayments } from '~/server/payments/stripe';
import { completeTestCheckout } from '~/server/payments/test-checkout';
import { createCaller } from '~/server/api/root';
import { createInnerContext } from '~/server/api/trpc';
import { z } from 'zod';
import { server } from '../msw/server';
import { freshDb, NOW } from '../helpers/db';

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

/** The Stripe API as msw, holding several subscriptions; records every request. */
function fakeStripe(subscriptions: Record<string, TFakeSubscription>) {
  const requests: Array<{ method: string; path: string; form: URLSearchParams }> = [];
  const toStripe = (id: string, s: TFakeSubscription) => ({
    id,
    object: 'subscription',
    status: s.status,
    customer: s.customer,
    cancel_at_period_end: s.cancelAtPeriodEnd ?? false,
    metadata: { email: s.email },
    latest_invoice: { id: `in_${id}`, object: 'invoice', status: s.invoice?.status ?? 'paid', hosted_invoice_url: s.invoice?.url ?? null },
    items: { object: 'list', data: [{ id: `si_${id}`, object: 'subscription_item', price: { id: s.price, object: 'price' }, current_period_end: seconds(s.periodEnd) }] },
  });
  server.use(
    http.all(`${API}/*`, async ({ request }) => {
      const url = new URL(request.url);
      const form = new URLSearchParams(request.method === 'GET' ? url.search : await request.text());
      requests.push({ method: request.method, path: url.pathname, form });
      if (url.pathname === `/v1/prices/${STRIPE.priceId}`)
        return HttpResponse.json({ id: STRIPE.priceId, object: 'price', unit_amount: 1900, currency: 'eur', recurring: { interval: 'month' } });
      if (url.pathname === '/v1/checkout/sessions') return HttpResponse.json({ id: 'cs_new', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_new' });
      const id = url.pathname.match(/^\/v1\/subscriptions\/(\w+)$/)?.[1];
      const found = id ? subscriptions[id] : undefined;
      if (id && found) {
        if (request.method === 'POST' && form.has('cancel_at_period_end')) found.cancelAtPeriodEnd = form.get('cancel_at_period_end') === 'true';
        return HttpResponse.json(toStripe(id, found));
      }
      return HttpResponse.json({ error: { type: 'invalid_request_error', message: 'No such resource' } }, { status: 404 });
    }),
  );
  return { requests, checkouts: () => requests.filter((r) => r.path === '/v1/checkout/sessions') };
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
    expect(await visitor.subscription.plan()).toEqual({ amount: 19, currency: 'EUR', interval: 'month' });
    await visitor.subscription.plan();
    expect(stripe.requests.filter((r) => r.path.startsWith('/v1/prices/'))).toHaveLength(1);
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

  it('"Renew Now" on a running subscription set to stop switches renewal back on and sells nothing new', async () => {
    const { deps, stripe } = await withStored({ status: 'active', periodEnd: NOW + 5 * DAY_MS, cancelAtPeriodEnd: true });
    expect(await createCheckoutSession(deps, signedIn, renew)).toEqual({ status: 200, body: { url: 'http://127.0.0.1:3999/dashboard?subscription=renewed' } });
    expect(stripe.checkouts()).toHaveLength(0);
    expect(stripe.requests.some((r) => r.method === 'POST' && r.path === '/v1/subscriptions/sub_1' && r.form.get('cancel_at_period_end') === 'false')).toBe(true);
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

  it('a checkout without a session never touches an account whose subscription is valid', async () => {
    const { deps, stripe } = await withStored({ status: 'active', periodEnd: NOW + 20 * DAY_MS });
    const answer = await createCheckoutSession(deps, null, { email: 'Ana@Example.com', mode: 'subscription', renewal: false });
    expect(answer).toEqual({ status: 409, body: { code: 'ACCOUNT_ACTIVE', message: 'An account with this email already has an active subscription. Please sign in.' } });
    expect(stripe.checkouts()).toHaveLength(0);
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

    expect(await pay(url)).toBe('http://127.0.0.1:3999/onboarding/success');
    const record = await deps.users.get(email);
    expect(record).toMatchObject({ name: 'María José', job_preferences: { locations: ['Madrid', 'Remote'], fields: ['Data'] }, created_at: NOW });
    expect(record?.subscription).toMatchObject({ status: 'active', paymentStatus: 'paid' });
    const user = await identityUser(email);
    expect(user.UserStatus).toBe('FORCE_CHANGE_PASSWORD');
    expect(user.UserAttributes).toEqual(expect.arrayContaining([{ Name: 'email_verified', Value: 'true' }]));
    // (The delivery of the temporary password itself is shown by the browser test, which reads it from the service's message log.)
    expect(await deps.signups.get(email, NOW)).toBeNull();

    // The same email again: told to sign in; its subscription is not replaced and no second account is made.
    await expect(visitor.onboarding.start(answers)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'An account with this email already has an active subscription. Please sign in.',
    });
    expect((await deps.accounts.settle(email)).invited).toBe(false);
  });

  it('attaches a payment to an existing account without a valid subscription, keeping its name and preferences', async () => {
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
    const { url } = await visitor.onboarding.start({ name: 'Someone Else', email, locations_of_interest: ['Lima'], industries_of_interest: [], locale: 'en' });
    await pay(url);
    expect(await deps.users.get(email)).toMatchObject({
      name: 'Ana',
      created_at: NOW - 100 * DAY_MS,
      job_preferences: { locations: ['Sevilla'] },
      subscription: { status: 'active' },
    });
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
    expect(await admin.exists('ana@example.com')).toBe(false);
    expect(seen[0]?.get('authorization')).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-west-3\/cognito-idp\/aws4_request, SignedHeaders=[^,]*x-amz-target[^,]*, Signature=[0-9a-f]{64}$/,
    );
    expect(seen[0]?.get('x-amz-target')).toBe('AWSCognitoIdentityProviderService.AdminGetUser');
  });
});
