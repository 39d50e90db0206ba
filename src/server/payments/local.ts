import { randomBytes } from 'node:crypto';
import type { TClock } from '~/domain/clock';
import type { TDb } from '../db/client';
import { keys } from '../db/keys';
import { createLocalPaymentsRepo, type TLocalCheckout, type TLocalSubscription } from '../db/local-payments-repo';
import { PaymentSignatureError, type TPayments, type TPlan, type TProviderSubscription } from './types';

export type { TLocalCheckout } from '../db/local-payments-repo';

/**
 * One test period: a calendar month from `from`, as a monthly card subscription runs (the same day
 * next month, or that month's last day when it has no such day: 31 January → 28 February).
 */
export function localPeriodEnd(from: number): number {
  const start = new Date(from);
  const end = new Date(from);
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return end.getTime();
}
/** Shown before paying and on the test checkout page; no money moves. */
export const LOCAL_PRICE: TPlan = { amount: 19, currency: 'EUR', interval: 'month', taxIncluded: true };

/** 32 hex digits, the shape the test checkout route accepts. */
const newHex = () => randomBytes(16).toString('hex');

const toProvider = (s: TLocalSubscription): TProviderSubscription => ({
  id: s.id,
  email: s.email,
  status: s.status,
  paymentStatus: s.paymentStatus,
  periodEnd: s.periodEnd,
  cancelAtPeriodEnd: s.cancelAtPeriodEnd,
  forThisProduct: true,
  signupId: s.signup_id ?? null,
});

// Providers made here: what tells the local provider apart from any other TPayments.
const localProviders = new WeakSet<TPayments>();

/** True for a provider made by createLocalPayments (the test checkout exists only then). */
export function isLocalPayments(payments: TPayments): payments is TLocalPayments {
  return localProviders.has(payments);
}

/**
 * A payments provider that runs offline: checkout is Rumbo's own clearly marked test page, and
 * paying there triggers the same subscription sync a Stripe webhook would.
 */
export function createLocalPayments(db: TDb, clock: TClock, appUrl: string) {
  const store = createLocalPaymentsRepo(db);

  const payments: TPayments & {
    getCheckout(id: string): Promise<TLocalCheckout | null>;
    completeCheckout(id: string): Promise<{ subscriptionId: string; successUrl: string } | null>;
    closeCheckout(id: string, subscriptionId: string): Promise<boolean>;
    cancelCheckout(id: string): Promise<string | null>;
    seedSubscription(email: string, id: string, periodEnd: number): Promise<void>;
  } = {
    kind: 'local',
    async createCheckout({ email, renewal, successUrl, cancelUrl, signupId }) {
      const id = keys.localCheckout(newHex());
      await store.putCheckout({ id, kind: 'checkout', email, renewal, success_url: successUrl, cancel_url: cancelUrl, status: 'open', signup_id: signupId });
      return { url: new URL(`/test-checkout/${id}`, appUrl).toString() };
    },
    getCheckout: (id) => store.getCheckout(id),
    // Nothing to confirm: paying on the test checkout runs the sync before sending the person back.
    confirmReturn: async () => null,
    plan: async () => LOCAL_PRICE,
    /**
     * "Pays": extends the email's subscription by one period from its end (or from now), or starts
     * one, and links the email to it. Each step can be done again: the subscription carries the
     * checkout that paid it (extended once per checkout) and a new one's id comes from the
     * checkout's, so pressing Pay again after a failure part-way finishes the same payment.
     * The checkout stays open until `closeCheckout`, once the payment is applied.
     */
    async completeCheckout(id) {
      const checkout = await store.getCheckout(id);
      if (!checkout || checkout.status !== 'open') return null;
      const now = clock.now();
      const linked = await store.subscriptionIdOf(checkout.email);
      const existing = linked ? await store.getSubscription(linked) : null;
      const subscription: TLocalSubscription =
        existing?.checkout_id === id
          ? existing
          : {
              id: existing?.id ?? keys.localSubscription(id.replace(/^cs_local_/, '')),
              kind: 'subscription',
              email: checkout.email,
              status: 'active',
              paymentStatus: 'paid',
              periodEnd: localPeriodEnd(Math.max(now, existing?.status === 'active' ? existing.periodEnd : now)),
              cancelAtPeriodEnd: false,
              signup_id: checkout.signup_id,
              checkout_id: id,
            };
      if (subscription !== existing) await store.putSubscription(subscription);
      await store.linkEmail(checkout.email, subscription.id);
      return { subscriptionId: subscription.id, successUrl: checkout.success_url };
    },
    /** Closes a paid checkout once its payment is applied; false when another "Pay" closed it first. */
    closeCheckout: (id, subscriptionId) => store.completeCheckout(id, subscriptionId),
    async cancelCheckout(id) {
      const checkout = await store.getCheckout(id);
      if (!checkout) return null;
      if (checkout.status === 'open') await store.cancelCheckout(id);
      return checkout.cancel_url;
    },
    async getSubscription(id) {
      const subscription = await store.getSubscription(id);
      return subscription ? toProvider(subscription) : null;
    },
    async setCancelAtPeriodEnd(id, cancelAtPeriodEnd) {
      const subscription = await store.getSubscription(id);
      if (!subscription) throw new Error(`No such subscription: ${id}`);
      const updated = { ...subscription, cancelAtPeriodEnd };
      await store.putSubscription(updated);
      return toProvider(updated);
    },
    async cancelNow(id) {
      const subscription = await store.getSubscription(id);
      if (subscription && subscription.status !== 'canceled')
        await store.putSubscription({ ...subscription, status: 'canceled', periodEnd: Math.min(subscription.periodEnd, clock.now()) });
    },
    /** Demo data: a paid subscription for an email, as if bought before. */
    async seedSubscription(email: string, id: string, periodEnd: number) {
      await store.putSubscription({ id, kind: 'subscription', email, status: 'active', paymentStatus: 'paid', periodEnd, cancelAtPeriodEnd: false });
      await store.linkEmail(email, id);
    },
    async verifyEvent() {
      throw new PaymentSignatureError('The local test provider sends no webhooks');
    },
  };
  localProviders.add(payments);
  return payments;
}
export type TLocalPayments = ReturnType<typeof createLocalPayments>;
