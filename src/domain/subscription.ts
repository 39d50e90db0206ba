import { z } from 'zod';

/** Subscription as stored on the user record (SPEC §3). periodEnd is epoch milliseconds. */
export const ZSubscription = z.object({
  status: z.string(),
  paymentStatus: z.string(),
  periodEnd: z.number(),
  cancelAtEnd: z.boolean().default(false),
  updated_at: z.number(),
  subscriptionId: z.string().optional(),
});
export type TSubscription = z.infer<typeof ZSubscription>;

/** SPEC §4: valid only if active AND paid AND periodEnd strictly in the future. */
export function isSubscriptionValid(subscription: TSubscription | null | undefined, now: number): boolean {
  return (
    !!subscription &&
    subscription.status === 'active' &&
    subscription.paymentStatus === 'paid' &&
    subscription.periodEnd > now
  );
}
