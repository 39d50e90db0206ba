import Stripe from 'stripe';
import { DEFAULT_LOCALE } from '~/domain/locale';
import { checkoutNotice } from './checkout-notice';
import { PaymentSignatureError, type TPaidCheckout, type TPaymentEvent, type TPayments, type TPlan, type TProviderSubscription } from './types';

/**
 * Bounds on every Stripe call: 5 s per attempt (checkout and subscription calls answer in well
 * under 2 s) and one retry (Stripe sends POST retries with an idempotency key, so a retry never
 * charges twice), after a 0.5–1 s back-off: a stalled API fails a call within about 11 s.
 */
export const STRIPE_TIMEOUTS = { timeoutMs: 5_000, maxNetworkRetries: 1 };

type TStripeConfig = {
  secretKey: string;
  webhookSecret: string;
  priceId: string;
  /** Another API address (a local server in tests); the real API by default. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
  timeouts?: Partial<typeof STRIPE_TIMEOUTS>;
};

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/** Reads what Rumbo needs from a Stripe subscription (period end lives on its items since 2025). */
export function fromStripeSubscription(subscription: Stripe.Subscription, priceId: string): TProviderSubscription {
  const items = subscription.items?.data ?? [];
  const periodEnd = Math.max(0, ...items.map((item) => item.current_period_end ?? 0));
  const invoice = subscription.latest_invoice;
  const invoicePaid = typeof invoice === 'object' && invoice !== null ? invoice.status === 'paid' : false;
  return {
    id: subscription.id,
    email: subscription.metadata?.email ?? null,
    status: subscription.status === 'trialing' ? 'active' : subscription.status,
    paymentStatus: invoicePaid || (subscription.status === 'active' && !invoice) ? 'paid' : 'unpaid',
    periodEnd: periodEnd * 1000,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    forThisProduct: items.some((item) => item.price?.id === priceId),
    signupId: subscription.metadata?.signup_id ?? null,
  };
}

/**
 * Stripe puts the session's id in place of this literal text (left unencoded) when it sends the
 * person back, so the return route can confirm that very checkout.
 */
const WITH_SESSION_ID = 'session_id={CHECKOUT_SESSION_ID}';

/** A checkout the person paid for a subscription; its price is checked by the sync, as for any event. */
function paidCheckout(session: Stripe.Checkout.Session): TPaidCheckout | null {
  const subscriptionId = idOf(session.subscription);
  const paid = session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
  if (session.mode !== 'subscription' || session.status !== 'complete' || !paid || !subscriptionId) return null;
  return { subscriptionId, email: session.customer_email ?? session.client_reference_id ?? null };
}

const INTERVALS = ['day', 'week', 'month', 'year'] as const;

/** Still billing: a new checkout would sell a second subscription to the same person. */
const RUNNING = new Set<Stripe.Subscription.Status>(['active', 'trialing', 'past_due', 'unpaid', 'incomplete', 'paused']);

/** The subscription an allowed event is about. */
function subscriptionOfEvent(event: Stripe.Event): { subscriptionId: string | null; email: string | null } {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      return { subscriptionId: idOf(session.subscription), email: session.customer_email ?? session.client_reference_id ?? null };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return { subscriptionId: event.data.object.id, email: null };
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const fromParent = invoice.parent?.subscription_details?.subscription;
      return { subscriptionId: idOf(fromParent), email: invoice.customer_email ?? null };
    }
    default:
      return { subscriptionId: null, email: null };
  }
}

/** What Stripe answers, or null when it knows no such object (404). */
async function unlessMissing<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
    throw error;
  }
}

export function createStripePayments(config: TStripeConfig, client?: Stripe): TPayments {
  const timeouts = { ...STRIPE_TIMEOUTS, ...config.timeouts };
  // Fetch-based HTTP client: one transport for the app and for tests (answered by msw).
  const stripe =
    client ??
    new Stripe(config.secretKey, {
      httpClient: Stripe.createFetchHttpClient(),
      maxNetworkRetries: timeouts.maxNetworkRetries,
      timeout: timeouts.timeoutMs,
      ...config.api,
    });
  const retrieve = async (id: string) => fromStripeSubscription(await stripe.subscriptions.retrieve(id, { expand: ['latest_invoice'] }), config.priceId);

  /** The subscription, or null without an id or when Stripe does not know it (any more). */
  async function existing(id: string | null | undefined): Promise<Stripe.Subscription | null> {
    return id ? unlessMissing(stripe.subscriptions.retrieve(id, { expand: ['latest_invoice'] })) : null;
  }

  // The price changes rarely; one read per process and ten minutes.
  let plan: { value: Promise<TPlan>; readAt: number } | null = null;
  const PLAN_TTL_MS = 10 * 60_000;

  return {
    kind: 'stripe',
    plan() {
      if (plan && Date.now() - plan.readAt <= PLAN_TTL_MS) return plan.value;
      const value = stripe.prices.retrieve(config.priceId).then((price): TPlan => ({
        amount: (price.unit_amount ?? 0) / 100,
        currency: price.currency.toUpperCase(),
        interval: INTERVALS.find((interval) => interval === price.recurring?.interval) ?? 'month',
        // 'unspecified' charges the amount as it is: only an exclusive price adds tax on top.
        taxIncluded: price.tax_behavior !== 'exclusive',
      }));
      plan = { value, readAt: Date.now() };
      value.catch(() => (plan = null));
      return value;
    },
    async createCheckout({ email, renewal, successUrl, returnUrl, cancelUrl, existingSubscriptionId, signupId, locale = DEFAULT_LOCALE }) {
      const previous = await existing(existingSubscriptionId);
      if (previous && RUNNING.has(previous.status)) {
        // One subscription per person: renewing one that runs switches auto-renewal back on, and
        // an unpaid one is paid on its own open invoice; nothing new is sold.
        if (previous.cancel_at_period_end) await stripe.subscriptions.update(previous.id, { cancel_at_period_end: false });
        const invoice = previous.latest_invoice;
        const openInvoice = typeof invoice === 'object' && invoice?.status === 'open' ? invoice.hosted_invoice_url : null;
        return { url: openInvoice ?? successUrl };
      }
      // An ended subscription's customer buys again as the same customer (one customer per person).
      const customer = previous ? (typeof previous.customer === 'string' ? previous.customer : previous.customer.id) : null;
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: config.priceId, quantity: 1 }],
        ...(customer ? { customer } : { customer_email: email }),
        client_reference_id: email,
        // Back through the return route, which syncs the subscription if the webhook has not yet.
        success_url: `${returnUrl}${returnUrl.includes('?') ? '&' : '?'}${WITH_SESSION_ID}`,
        cancel_url: cancelUrl,
        metadata: { email, renewal: String(renewal) },
        subscription_data: { metadata: signupId ? { email, signup_id: signupId } : { email } },
        // Stripe's page in the person's language, with the EU withdrawal notice beside the button.
        locale,
        custom_text: { submit: { message: checkoutNotice(locale) } },
      });
      if (!session.url) throw new Error('Stripe returned no checkout address');
      return { url: session.url };
    },
    async confirmReturn(sessionId) {
      const session = await unlessMissing(stripe.checkout.sessions.retrieve(sessionId));
      return session && paidCheckout(session);
    },
    async getSubscription(id) {
      const subscription = await existing(id);
      return subscription && fromStripeSubscription(subscription, config.priceId);
    },
    async setCancelAtPeriodEnd(id, cancelAtPeriodEnd) {
      await stripe.subscriptions.update(id, { cancel_at_period_end: cancelAtPeriodEnd });
      return retrieve(id);
    },
    async cancelNow(id) {
      const subscription = await existing(id);
      if (subscription && subscription.status !== 'canceled' && subscription.status !== 'incomplete_expired') await stripe.subscriptions.cancel(id);
    },
    async verifyEvent(rawBody, signature): Promise<TPaymentEvent> {
      if (!signature) throw new PaymentSignatureError('Missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(rawBody, signature, config.webhookSecret);
      } catch (error) {
        throw new PaymentSignatureError(error instanceof Error ? error.message : 'Invalid signature');
      }
      return { id: event.id, type: event.type, ...subscriptionOfEvent(event) };
    },
  };
}
