import { randomUUID } from 'node:crypto';
import { http, HttpResponse } from 'msw';
import Stripe from 'stripe';
import { describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { fixedClock } from '~/domain/clock';
import { ZExtensionJob } from '~/domain/extension-schema';
import { createCaller } from '~/server/api/root';
import { createInnerContext } from '~/server/api/trpc';
import { callIdentity, createIdentityClient } from '~/server/clients/identity';
import { createIdentityAdmin } from '~/server/clients/identity-admin';
import { APPLICATIONS_CACHE } from '~/server/db/applications-cache';
import type { TDb } from '~/server/db/client';
import { buildAuthDeps, buildDeps, type TDeps } from '~/server/deps';
import { createMemoryStore, createRateLimiter } from '~/server/rate-limit/limiter';
import { SECRET } from '../helpers/auth';
import { handleWebhook, issueActionToken, updateSubscription } from '~/server/payments/handlers';
import { createLocalPayments } from '~/server/payments/local';
import { createStripePayments } from '~/server/payments/stripe';
import { completeTestCheckout, localPayments } from '~/server/payments/test-checkout';
import { saveExtensionJob } from '~/server/services/extension';
import { DAY_MS, freshDb, NOW } from '../helpers/db';
import { APPLICATIONS_API, SPEC_TOKEN, specApiHandlers, specState } from '../msw/spec-api';
import { server } from '../msw/server';

// The database failing between the steps of a write that spans several items (docs/testing.md
// "Faults"): for every command such a write sends, that command fails, either before it reaches
// the database or after it landed (its answer lost), and then the same request is made again, as
// Stripe resends an event or a person presses the button again. The end state must be the one a
// write without a failure leaves: nothing half-written stays.

type TCommand = Parameters<TDb['doc']['send']>[0];
type TFailure = { at: number; landed: boolean };

/**
 * The database behind a client that fails one chosen command: `failAt(n)` makes the n-th command
 * from then on throw (after it landed when `landed`); `count()` is how many were sent since.
 */
function faultyDb(db: TDb) {
  let sent: string[] = [];
  let failure: TFailure | null = null;
  const doc = Object.create(db.doc) as TDb['doc'];
  doc.send = (async (command: TCommand) => {
    sent.push(command.constructor.name);
    if (failure && sent.length === failure.at) {
      const { landed } = failure;
      failure = null;
      if (landed) await db.doc.send(command);
      throw new Error('The database did not answer');
    }
    return db.doc.send(command);
  }) as TDb['doc']['send'];
  return {
    db: { ...db, doc },
    failAt(at: number, landed: boolean) {
      sent = [];
      failure = { at, landed };
    },
    /** The commands sent since the last `failAt`, by name. */
    sent: () => [...sent],
    /** Each command of a write failing: a read before it is answered, a write before it lands and after it landed. */
    cases: (commands: string[]): TFailure[] =>
      commands.flatMap((name, i) => (/^(Get|Query|BatchGet)/.test(name) ? [false] : [false, true]).map((landed) => ({ at: i + 1, landed }))),
  };
}

/** Runs `write` once without a failure, answering the commands it sent, so each can be failed in turn. */
async function commandsOf(faulty: ReturnType<typeof faultyDb>, write: () => Promise<unknown>): Promise<string[]> {
  faulty.failAt(0, false);
  await write();
  return faulty.sent();
}

const valid = { status: 'active', paymentStatus: 'paid', periodEnd: NOW + 30 * DAY_MS, cancelAtEnd: false, updated_at: NOW };
const seconds = (ms: number) => Math.floor(ms / 1000);
const STRIPE = { secretKey: 'sk_test_rumbo', webhookSecret: 'whsec_test_rumbo', priceId: 'price_monthly' };
const STRIPE_API = 'https://api.stripe.com/v1';

/** Stripe as msw: each subscription `sub_<email>` active and paid until `periodEnd`, with its email and signup in its metadata. */
function stripeWith(periodEnd: number, signups: Map<string, string> = new Map(), cancelAtPeriodEnd: Map<string, boolean> = new Map()) {
  server.use(
    http.post(`${STRIPE_API}/subscriptions/:id`, async ({ params, request }) => {
      cancelAtPeriodEnd.set(decodeURIComponent(String(params.id)), new URLSearchParams(await request.text()).get('cancel_at_period_end') === 'true');
      return HttpResponse.json({ id: params.id, object: 'subscription' });
    }),
    http.get(`${STRIPE_API}/subscriptions/:id`, ({ params }) => {
      const email = decodeURIComponent(String(params.id)).replace(/^sub_/, '');
      const signupId = signups.get(email);
      return HttpResponse.json({
        id: params.id,
        object: 'subscription',
        status: 'active',
        cancel_at_period_end: cancelAtPeriodEnd.get(decodeURIComponent(String(params.id))) ?? false,
        metadata: signupId ? { email, signup_id: signupId } : { email },
        latest_invoice: { id: 'in_1', object: 'invoice', status: 'paid' },
        items: { object: 'list', data: [{ id: 'si_1', object: 'subscription_item', price: { id: STRIPE.priceId, object: 'price' }, current_period_end: seconds(periodEnd) }] },
      });
    }),
  );
}

/** A Stripe event about one subscription, signed as Stripe signs it. */
function signedEvent(type: 'invoice.paid' | 'checkout.session.completed', email: string) {
  const subscription = `sub_${email}`;
  const object =
    type === 'invoice.paid'
      ? { id: 'in_2', object: 'invoice', parent: { subscription_details: { subscription } } }
      : { id: 'cs_1', object: 'checkout.session', subscription, customer_email: email };
  const payload = JSON.stringify({ id: `evt_${randomUUID()}`, object: 'event', type, api_version: '2026-10-28.endive', created: seconds(NOW), data: { object } });
  return { payload, header: Stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE.webhookSecret }) };
}

describe('the subscription sync (a Stripe renewal event → the user record)', () => {
  it('with any of its database commands failing, the event is answered 500 and its resending leaves the renewed subscription', async () => {
    const real = await freshDb();
    const faulty = faultyDb(real);
    const deps = buildDeps(faulty.db, fixedClock(NOW), null, { payments: createStripePayments(STRIPE) });
    const renewedUntil = NOW + 60 * DAY_MS;
    stripeWith(renewedUntil);
    const subscriber = async () => {
      const email = `renewing-${randomUUID().slice(0, 8)}@example.com`;
      await deps.users.put({ user_email: email, created_at: NOW, updated_at: NOW, name: 'Ana', subscription: { ...valid, subscriptionId: `sub_${email}` } });
      return email;
    };
    const renew = (email: string) => {
      const event = signedEvent('invoice.paid', email);
      return handleWebhook(deps, event.payload, event.header);
    };

    const reference = await subscriber();
    const commands = await commandsOf(faulty, () => renew(reference));
    expect(commands).toEqual(expect.arrayContaining(['GetCommand', 'UpdateCommand']));
    const expected = await deps.users.get(reference);
    expect(expected?.subscription).toMatchObject({ periodEnd: renewedUntil, subscriptionId: `sub_${reference}` });

    for (const failure of faulty.cases(commands)) {
      const email = await subscriber();
      faulty.failAt(failure.at, failure.landed);
      expect(await renew(email), JSON.stringify(failure)).toMatchObject({ status: 500, body: { code: 'SYNC_FAILED' } });
      expect(await renew(email)).toMatchObject({ status: 200, body: { received: true } });
      expect(await deps.users.get(email), JSON.stringify(failure)).toEqual({
        ...expected,
        user_email: email,
        subscription: { ...expected?.subscription, subscriptionId: `sub_${email}` },
      });
    }
  });
});

describe('the renewal switch (Stripe, then the user record)', () => {
  it('with the database failing before or after Stripe took the switch, switching again leaves Stripe and the record alike', async () => {
    const real = await freshDb();
    const faulty = faultyDb(real);
    const clock = fixedClock(NOW);
    const auth = buildAuthDeps(createIdentityClient({ endpoint: 'http://127.0.0.1:9/', userPoolId: 'local_pool', clientId: 'client' }), {
      secret: SECRET,
      clock,
      limiter: createRateLimiter(createMemoryStore(clock), clock),
    });
    const deps = buildDeps(faulty.db, clock, auth, { payments: createStripePayments(STRIPE) });
    const atStripe = new Map<string, boolean>();
    stripeWith(NOW + 30 * DAY_MS, new Map(), atStripe);
    const subscriber = async () => {
      const email = `switch-${randomUUID().slice(0, 8)}@example.com`;
      await deps.users.put({ user_email: email, created_at: NOW, updated_at: NOW, subscription: { ...valid, subscriptionId: `sub_${email}` } });
      return email;
    };
    const switchOff = async (email: string) =>
      updateSubscription(deps, {
        session: { email },
        csrfHeader: 'csrf-1',
        csrfCookie: 'csrf-1',
        authorization: `Bearer ${await issueActionToken(deps, email)}`,
        body: { subscriptionId: `sub_${email}`, cancelAtPeriodEnd: true },
      });

    const reference = await subscriber();
    const commands = await commandsOf(faulty, () => switchOff(reference));
    expect(atStripe.get(`sub_${reference}`)).toBe(true);

    for (const failure of faulty.cases(commands)) {
      const email = await subscriber();
      faulty.failAt(failure.at, failure.landed);
      expect(await switchOff(email), JSON.stringify(failure)).toMatchObject({ status: 502, body: { message: 'Failed to update subscription' } });
      expect(await switchOff(email)).toMatchObject({ status: 200, body: { cancelAtEnd: true } });
      expect(atStripe.get(`sub_${email}`), JSON.stringify(failure)).toBe(true);
      expect((await deps.users.get(email))?.subscription?.cancelAtEnd, JSON.stringify(failure)).toBe(true);
    }
  });
});

describe('account creation after payment (the onboarding answers and the identity account of a new subscriber)', () => {
  const { endpoint, userPoolId } = inject('cognito');
  const ZUser = z.object({ UserStatus: z.string() });
  const poolStatus = (email: string) =>
    callIdentity(endpoint, 'AdminGetUser', { UserPoolId: userPoolId, Username: email }, ZUser).then(
      (user) => user.UserStatus,
      () => null,
    );

  /** What a new subscriber must end with: the record with the subscription and the answers, an invited pool user, no answers left waiting. */
  async function expectSettled(deps: TDeps, email: string, signupId: string, label: string) {
    expect((await deps.users.get(email))?.subscription, label).toMatchObject({ status: 'active', paymentStatus: 'paid' });
    expect(await deps.users.get(email), label).toMatchObject({ name: 'Lucía', job_preferences: { locations: ['Madrid'], fields: ['Design'] } });
    expect(await poolStatus(email), label).toBe('FORCE_CHANGE_PASSWORD');
    expect(await deps.signups.get(email, signupId, NOW), label).toBeNull();
  }

  it('through a Stripe event: with any database command failing, the resent event makes the whole account', async () => {
    const real = await freshDb();
    const faulty = faultyDb(real);
    const deps = buildDeps(faulty.db, fixedClock(NOW), null, { payments: createStripePayments(STRIPE), identityAdmin: createIdentityAdmin({ endpoint, userPoolId }) });
    const signups = new Map<string, string>();
    stripeWith(NOW + 30 * DAY_MS, signups);
    const newcomer = async () => {
      const email = `paid-${randomUUID().slice(0, 8)}@example.com`;
      const signupId = randomUUID();
      await deps.signups.put({ email, name: 'Lucía', locations_of_interest: ['Madrid'], industries_of_interest: ['Design'], locale: 'es' }, signupId, NOW);
      signups.set(email, signupId);
      return { email, signupId };
    };
    const paid = (email: string) => {
      const event = signedEvent('checkout.session.completed', email);
      return handleWebhook(deps, event.payload, event.header);
    };

    const reference = await newcomer();
    const commands = await commandsOf(faulty, () => paid(reference.email));
    await expectSettled(deps, reference.email, reference.signupId, 'without a failure');

    for (const failure of faulty.cases(commands)) {
      const { email, signupId } = await newcomer();
      faulty.failAt(failure.at, failure.landed);
      expect(await paid(email), JSON.stringify(failure)).toMatchObject({ status: 500 });
      expect(await paid(email)).toMatchObject({ status: 200 });
      await expectSettled(deps, email, signupId, JSON.stringify(failure));
    }
  });

  it('through the local test checkout: with any database command failing, pressing Pay again makes the whole account', async () => {
    const real = await freshDb();
    const faulty = faultyDb(real);
    const clock = fixedClock(NOW);
    const appUrl = 'http://127.0.0.1:3999';
    const deps = buildDeps(faulty.db, clock, null, {
      payments: createLocalPayments(faulty.db, clock, appUrl),
      appUrl,
      identityAdmin: createIdentityAdmin({ endpoint, userPoolId }),
    });
    const visitor = createCaller(createInnerContext({ session: null, deps }));
    const newcomer = async () => {
      const email = `local-${randomUUID().slice(0, 8)}@example.com`;
      const { url } = await visitor.onboarding.start({ name: 'Lucía', email, locations_of_interest: ['Madrid'], industries_of_interest: ['Design'], locale: 'es' });
      const checkout = url.split('/').pop()!;
      const pending = await localPayments(deps)?.getCheckout(checkout);
      return { email, checkout, signupId: String(pending?.signup_id) };
    };
    const pay = (checkout: string) => completeTestCheckout(deps, checkout, 'pay');

    const reference = await newcomer();
    const commands = await commandsOf(faulty, () => pay(reference.checkout));
    await expectSettled(deps, reference.email, reference.signupId, 'without a failure');

    for (const failure of faulty.cases(commands)) {
      const { email, checkout, signupId } = await newcomer();
      faulty.failAt(failure.at, failure.landed);
      const first = await pay(checkout).then(
        (answer) => answer,
        () => null,
      );
      // The first press either failed or got through (a failed first-password token only means the emailed password is the way in).
      const again = first ?? (await pay(checkout));
      // Pressed again after its last step landed, the checkout is closed already: the page says it is done.
      if (again) expect(again.location, JSON.stringify(failure)).toBe(`${appUrl}/onboarding/success`);
      else expect((await localPayments(deps)?.getCheckout(checkout))?.status, JSON.stringify(failure)).toBe('complete');
      await expectSettled(deps, email, signupId, JSON.stringify(failure));
    }
  });
});

describe('an application with its history', () => {
  const job = 'https://jobs.example/half-written';

  /** A subscriber of their own, and a caller as a new request of theirs would be (one process: `deps`). */
  async function subscriberOn(deps: TDeps, external = false) {
    const email = `tracker-${randomUUID().slice(0, 8)}@example.com`;
    await deps.users.put({ user_email: email, created_at: NOW, updated_at: NOW, subscription: valid });
    const request = () => createCaller(createInnerContext({ session: { email, accessToken: SPEC_TOKEN }, deps }));
    return { email, request, external };
  }

  it('on Rumbo’s own applications API: with any command of a move failing, moving again leaves one application, its history once, and every process sees it', async () => {
    const real = await freshDb();
    const faulty = faultyDb(real);
    const clock = fixedClock(NOW);
    const deps = buildDeps(faulty.db, clock, null);
    // Another server process: its own cache of people's applications.
    const other = buildDeps(real, clock, null);
    const prepared = async () => {
      const person = await subscriberOn(deps);
      await person.request().applications.create({ job_url: job, status: 'SAVED' });
      // The other process has the list from before the move.
      const otherRequest = () => createCaller(createInnerContext({ session: { email: person.email, accessToken: SPEC_TOKEN }, deps: other }));
      expect((await otherRequest().applications.list())[0]?.status).toBe('SAVED');
      return { ...person, otherRequest };
    };
    const move = (person: Awaited<ReturnType<typeof prepared>>) => person.request().applications.update({ job_url: job, status: 'APPLIED' });

    const reference = await prepared();
    const commands = await commandsOf(faulty, () => move(reference));
    const expected = (await reference.request().applications.list()).map(({ status, history }) => ({ status, history }));
    expect(expected).toEqual([{ status: 'APPLIED', history: [expect.objectContaining({ status: 'SAVED' }), expect.objectContaining({ status: 'APPLIED' })] }]);

    for (const failure of faulty.cases(commands)) {
      clock.set(NOW);
      const person = await prepared();
      faulty.failAt(failure.at, failure.landed);
      await move(person).catch(() => move(person));
      const label = JSON.stringify(failure);
      expect(
        (await person.request().applications.list()).map(({ status, history }) => ({ status, history })),
        label,
      ).toEqual(expected);
      // Another process: at once when the version was raised, at the latest once its copy is too old to be used.
      clock.set(NOW + APPLICATIONS_CACHE.maxAgeMs);
      expect(
        (await person.otherRequest().applications.list()).map(({ status, history }) => ({ status, history })),
        label,
      ).toEqual(expected);
    }
  });

  it('saved from the browser extension: with any command failing, saving again leaves the application with the posting’s salary and description', async () => {
    const real = await freshDb();
    const faulty = faultyDb(real);
    const deps = buildDeps(faulty.db, fixedClock(NOW), null);
    const posting = ZExtensionJob.parse({ job_url: job, title: 'Data Engineer', company: 'Acme', salary: '40,000 EUR / year', description: 'Pipelines in Python.' });
    const save = async (person: Awaited<ReturnType<typeof subscriberOn>>) => {
      const caller = { user: (await deps.users.get(person.email))!, token: undefined };
      return saveExtensionJob(deps, caller, posting, (day) => day);
    };
    const kept = async (person: Awaited<ReturnType<typeof subscriberOn>>) =>
      (await person.request().applications.list()).map(({ job_url, salary, notes }) => ({ job_url, salary, notes }));
    const expected = [{ job_url: job, salary: '40,000 EUR / year', notes: 'Pipelines in Python.' }];
    const reference = await subscriberOn(deps);
    const commands = await commandsOf(faulty, () => save(reference));
    expect(await kept(reference)).toEqual(expected);
    for (const failure of faulty.cases(commands)) {
      const person = await subscriberOn(deps);
      faulty.failAt(failure.at, failure.landed);
      // The extension shows the failure; the person presses Save again.
      await save(person).catch(() => save(person));
      expect(await kept(person), JSON.stringify(failure)).toEqual(expected);
    }
  });

  it('on an external applications API: with Rumbo’s own record failing after the API took the change, doing it again completes the history', async () => {
    const real = await freshDb();
    const faulty = faultyDb(real);
    const deps = buildDeps(faulty.db, fixedClock(NOW), null, { external: { applications: { baseUrl: APPLICATIONS_API } } });
    server.use(...specApiHandlers(specState([])));
    // The API's state is shared by everyone here: each person's own job.
    const statuses = (list: Array<{ job_url: string; status: string; history?: Array<{ status: string }> | null }>, url: string) =>
      list.filter((application) => application.job_url === url).map(({ status, history }) => ({ status, history: history?.map((entry) => entry.status) }));

    const reference = await subscriberOn(deps, true);
    const trackCommands = await commandsOf(faulty, () => reference.request().applications.create({ job_url: job, status: 'SAVED' }));
    const moveCommands = await commandsOf(faulty, () => reference.request().applications.update({ job_url: job, status: 'APPLIED' }));
    expect(statuses(await reference.request().applications.list(), job)).toEqual([{ status: 'APPLIED', history: ['SAVED', 'APPLIED'] }]);

    for (const failure of faulty.cases(trackCommands)) {
      const person = await subscriberOn(deps, true);
      faulty.failAt(failure.at, failure.landed);
      await person
        .request()
        .applications.create({ job_url: `${job}/${person.email}`, status: 'SAVED' })
        .catch(() => person.request().applications.create({ job_url: `${job}/${person.email}`, status: 'SAVED' }));
      expect(statuses(await person.request().applications.list(), `${job}/${person.email}`), `track ${JSON.stringify(failure)}`).toEqual([{ status: 'SAVED', history: ['SAVED'] }]);
    }
    for (const failure of faulty.cases(moveCommands)) {
      const person = await subscriberOn(deps, true);
      const url = `${job}/${person.email}`;
      await person.request().applications.create({ job_url: url, status: 'SAVED' });
      faulty.failAt(failure.at, failure.landed);
      await person
        .request()
        .applications.update({ job_url: url, status: 'APPLIED' })
        .catch(() => person.request().applications.update({ job_url: url, status: 'APPLIED' }));
      expect(statuses(await person.request().applications.list(), url), `move ${JSON.stringify(failure)}`).toEqual([{ status: 'APPLIED', history: ['SAVED', 'APPLIED'] }]);
    }
  });
});
