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
};

/** The price of one period: `amount` in major units (19 = 19.00), ISO currency in upper case. */
export type TPlan = { amount: number; currency: string; interval: 'day' | 'week' | 'month' | 'year' };

/** What a verified webhook event tells us: which subscription to sync, if any. */
export type TPaymentEvent = { id: string; type: string; subscriptionId: string | null; email: string | null };

/** One interface for Stripe and for the local test provider; the domain code never knows which. */
export type TPayments = {
  kind: 'stripe' | 'local';
  /**
   * The address where the person pays. `existingSubscriptionId` (the one stored for the person)
   * is reused: still running, nothing new is sold; ended, the new one goes to the same customer.
   */
  createCheckout(input: { email: string; renewal: boolean; successUrl: string; cancelUrl: string; existingSubscriptionId?: string | null }): Promise<{ url: string }>;
  getSubscription(id: string): Promise<TProviderSubscription | null>;
  /** What one period costs, to show before paying. */
  plan(): Promise<TPlan>;
  setCancelAtPeriodEnd(id: string, cancelAtPeriodEnd: boolean): Promise<TProviderSubscription>;
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
