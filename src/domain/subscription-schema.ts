// The subscription schemas (zod), apart from the rules in ./subscription.ts so that the browser's bundle of a page
// that only reads the rules carries no validation library.
import './zod-setup';
import { z } from 'zod';

/** Subscription as stored on the user record (docs/product-rules.md §3). periodEnd is epoch milliseconds. */
export const ZSubscription = z.object({
  status: z.string(),
  paymentStatus: z.string(),
  periodEnd: z.number(),
  cancelAtEnd: z.boolean().default(false),
  updated_at: z.number(),
  subscriptionId: z.string().optional(),
  /** When the payments provider's state was read (epoch ms); orders concurrent syncs. */
  synced_at: z.number().optional(),
});

export type TSubscription = z.infer<typeof ZSubscription>;
