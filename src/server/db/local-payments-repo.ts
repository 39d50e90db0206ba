import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import type { TDb } from './client';
import { keys } from './keys';
import { tableName } from './tables';

// Items written before the entity tag existed lack it; `kind` told them apart and still does.
export const ZLocalCheckout = z.object({
  id: z.string(),
  kind: z.literal('checkout'),
  email: z.string(),
  renewal: z.boolean(),
  success_url: z.string(),
  cancel_url: z.string(),
  status: z.enum(['open', 'complete', 'canceled']),
  subscription_id: z.string().optional(),
  /** The onboarding answers this checkout was opened with (TPayments `signupId`). */
  signup_id: z.string().optional(),
});
export type TLocalCheckout = z.infer<typeof ZLocalCheckout>;

export const ZLocalSubscription = z.object({
  id: z.string(),
  kind: z.literal('subscription'),
  email: z.string(),
  status: z.string(),
  paymentStatus: z.enum(['paid', 'unpaid']),
  periodEnd: z.number(),
  cancelAtPeriodEnd: z.boolean(),
  /** The onboarding answers of the checkout that last paid for it. */
  signup_id: z.string().optional(),
  /** The checkout that last paid for it: paying that checkout again extends nothing. */
  checkout_id: z.string().optional(),
});
export type TLocalSubscription = z.infer<typeof ZLocalSubscription>;

const ZEmailLink = z.object({ subscription_id: z.string() });

/** local_payments table, used only by the local test payments provider: checkouts, subscriptions, email links. */
export function createLocalPaymentsRepo(db: TDb) {
  const TableName = tableName(db, 'localPayments');
  const get = async (id: string) => (await db.doc.send(new GetCommand({ TableName, Key: { id }, ConsistentRead: true }))).Item;
  const put = (item: Record<string, unknown>) => db.doc.send(new PutCommand({ TableName, Item: item }));
  /** Moves an open checkout to another status; false when it is no longer open (paid or cancelled meanwhile). */
  const closeCheckout = async (id: string, status: 'complete' | 'canceled', subscriptionId?: string): Promise<boolean> => {
    try {
      await db.doc.send(
        new UpdateCommand({
          TableName,
          Key: { id },
          UpdateExpression: subscriptionId ? 'SET #status = :to, subscription_id = :sub' : 'SET #status = :to',
          ConditionExpression: '#status = :open',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':to': status, ':open': 'open', ...(subscriptionId ? { ':sub': subscriptionId } : {}) },
        }),
      );
      return true;
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return false;
      throw error;
    }
  };
  return {
    /** The checkout with this id, or null (unknown id, or the id of something else). */
    async getCheckout(id: string): Promise<TLocalCheckout | null> {
      const parsed = ZLocalCheckout.safeParse(await get(id));
      return parsed.success ? parsed.data : null;
    },
    async putCheckout(checkout: TLocalCheckout): Promise<void> {
      await put({ ...ZLocalCheckout.parse(checkout), entity: 'local_checkout' });
    },
    /** Marks an open checkout paid, once: a second "Pay" (even a concurrent one) answers false. */
    completeCheckout: (id: string, subscriptionId: string): Promise<boolean> => closeCheckout(id, 'complete', subscriptionId),
    /** Cancels an open checkout; a paid one stays paid. */
    async cancelCheckout(id: string): Promise<void> {
      await closeCheckout(id, 'canceled');
    },
    async getSubscription(id: string): Promise<TLocalSubscription | null> {
      const parsed = ZLocalSubscription.safeParse(await get(id));
      return parsed.success ? parsed.data : null;
    },
    async putSubscription(subscription: TLocalSubscription): Promise<void> {
      await put({ ...ZLocalSubscription.parse(subscription), entity: 'local_subscription' });
    },
    /** The id of the email's subscription (to extend it on renewal), or null. */
    async subscriptionIdOf(email: string): Promise<string | null> {
      const parsed = ZEmailLink.safeParse(await get(keys.localEmailLink(email)));
      return parsed.success ? parsed.data.subscription_id : null;
    },
    async linkEmail(email: string, subscriptionId: string): Promise<void> {
      await put({ id: keys.localEmailLink(email), subscription_id: subscriptionId, entity: 'local_email_link' });
    },
  };
}
export type TLocalPaymentsRepo = ReturnType<typeof createLocalPaymentsRepo>;
