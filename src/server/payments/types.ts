import type { TLocale } from '~/domain/locale';
/** A subscription as the payments provider reports it now (the source of truth for every sync). */
export type TProviderSubscription = {
  id: string;
  /** The subscriber's login email, stored on the subscription at checkout. */
  email: string | null;
  status: string;
  paymentStatus: 'paid' | 'unpaid';
  /** Epoch ms. */
  periodEnd: number;
  cancelAtPeriodEnd: boolean;
  /** True when the subscription is for Rumbo's price; any other product on the same account is never synced. */
  forThisProduct: boolean;
  /** The onboarding answers it was bought with (the `signupId` given to its checkout), if any. */
  signupId: string | null;
};

/**
 * The price of one period: `amount` in major units (19 = 19.00), ISO currency in upper case;
 * `taxIncluded` false only when the provider adds tax on top of the amount at checkout.
 */
export type TPlan = { amount: number; currency: string; interval: 'day' | 'week' | 'month' | 'year'; taxIncluded: boolean };

/** A paid checkout the person came back from: the subscription it bought, to sync at once. */
export type TPaidCheckout = { subscriptionId: string; email: string | null };

/** What a verified webhook event tells us: which subscription to sync, if any. */
export type TPaymentEvent = { id: string; type: string; subscriptionId: string | null; email: string | null };

/** One interface for Stripe and for the local test provider; the domain code never knows which. */
export type TPayments = {
  kind: 'stripe' | 'local';
  /**
   * The address where the person pays. `existingSubscriptionId` (the one stored for the person)
   * is reused: still running, nothing new is sold; ended, the new one goes to the same customer.
   * `successUrl` is where the person lands once paid (or at once when nothing is sold);
   * `returnUrl`, Rumbo's return route for that same destination, is where a provider whose own
   * checkout page can send the person back before its webhook arrives returns them instead.
   */
  createCheckout(input: {
    email: string;
    renewal: boolean;
    successUrl: string;
    returnUrl: string;
    cancelUrl: string;
    existingSubscriptionId?: string | null;
    /** Onboarding's answers for this checkout: the subscription it buys carries this id (`signupId`). */
    signupId?: string;
    /** The interface language: the provider's page and its withdrawal notice follow it. */
    locale?: TLocale;
  }): Promise<{ url: string }>;
  /**
   * The person is back from the provider's checkout `sessionId`: the subscription it bought when
   * that checkout is complete and paid, else null (unknown, open, unpaid, not a subscription).
   */
  confirmReturn(sessionId: string): Promise<TPaidCheckout | null>;
  getSubscription(id: string): Promise<TProviderSubscription | null>;
  /** What one period costs, to show before paying. */
  plan(): Promise<TPlan>;
  setCancelAtPeriodEnd(id: string, cancelAtPeriodEnd: boolean): Promise<TProviderSubscription>;
  /** Ends the subscription now, charging nothing more (the person deleted their account); nothing when it is gone or over already. */
  cancelNow(id: string): Promise<void>;
  /** Verifies the signature over the raw body; throws on any mismatch. */
  verifyEvent(rawBody: string, signature: string | null): Promise<TPaymentEvent>;
};

/** SPEC-allowed webhook events; anything else is acknowledged and ignored. */
export const HANDLED_EVENTS = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;

export class PaymentSignatureError extends Error {
  override name = 'PaymentSignatureError';
}
