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
};

/** What a verified webhook event tells us: which subscription to sync, if any. */
export type TPaymentEvent = { id: string; type: string; subscriptionId: string | null; email: string | null };

/** One interface for Stripe and for the local test provider; the domain code never knows which. */
export type TPayments = {
  kind: 'stripe' | 'local';
  createCheckout(input: { email: string; renewal: boolean; successUrl: string; cancelUrl: string }): Promise<{ url: string }>;
  getSubscription(id: string): Promise<TProviderSubscription | null>;
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
