import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { DAY_MS } from '~/domain/subscription';
import type { TClock } from '~/domain/clock';
import type { TDb } from '../db/client';
import { tableName } from '../db/tables';
import { PaymentSignatureError, type TPayments, type TProviderSubscription } from './types';

/** One test period: a month. */
export const LOCAL_PERIOD_MS = 30 * DAY_MS;
/** Shown on the test checkout page; no money moves. */
export const LOCAL_PRICE = { amount: 19, currency: 'EUR' };

const ZCheckout = z.object({
  id: z.string(),
  kind: z.literal('checkout'),
  email: z.string(),
  renewal: z.boolean(),
  success_url: z.string(),
  cancel_url: z.string(),
  status: z.enum(['open', 'complete', 'canceled']),
  subscription_id: z.string().optional(),
});
export type TLocalCheckout = z.infer<typeof ZCheckout>;
const ZSubscription = z.object({
  id: z.string(),
  kind: z.literal('subscription'),
  email: z.string(),
  status: z.string(),
  paymentStatus: z.enum(['paid', 'unpaid']),
  periodEnd: z.number(),
  cancelAtPeriodEnd: z.boolean(),
});

/**
 * A payments provider that runs offline: checkout is Rumbo's own clearly marked test page, and
 * paying there triggers the same subscription sync a Stripe webhook would.
 */
export function createLocalPayments(db: TDb, clock: TClock, appUrl: string) {
  const TableName = tableName(db, 'localPayments');
  const get = async (id: string) => (await db.doc.send(new GetCommand({ TableName, Key: { id }, ConsistentRead: true }))).Item;
  const toProvider = (s: z.infer<typeof ZSubscription>): TProviderSubscription => ({ id: s.id, email: s.email, status: s.status, paymentStatus: s.paymentStatus, periodEnd: s.periodEnd, cancelAtPeriodEnd: s.cancelAtPeriodEnd });

  async function subscriptionOf(id: string) {
    const parsed = ZSubscription.safeParse(await get(id));
    return parsed.success ? parsed.data : null;
  }

  const payments: TPayments & {
    getCheckout(id: string): Promise<TLocalCheckout | null>;
    completeCheckout(id: string): Promise<{ subscriptionId: string; successUrl: string } | null>;
    cancelCheckout(id: string): Promise<string | null>;
    seedSubscription(email: string, id: string, periodEnd: number): Promise<void>;
  } = {
    kind: 'local',
    async createCheckout({ email, renewal, successUrl, cancelUrl }) {
      const id = `cs_local_${randomUUID().replaceAll('-', '')}`;
      const checkout: TLocalCheckout = { id, kind: 'checkout', email, renewal, success_url: successUrl, cancel_url: cancelUrl, status: 'open' };
      await db.doc.send(new PutCommand({ TableName, Item: checkout }));
      return { url: new URL(`/test-checkout/${id}`, appUrl).toString() };
    },
    async getCheckout(id) {
      const parsed = ZCheckout.safeParse(await get(id));
      return parsed.success ? parsed.data : null;
    },
    /** "Pays": extends the email's subscription by one period from its end (or from now), or starts one. */
    async completeCheckout(id) {
      const checkout = await payments.getCheckout(id);
      if (!checkout || checkout.status !== 'open') return null;
      const now = clock.now();
      const link = z.object({ subscription_id: z.string() }).safeParse(await get(`email#${checkout.email}`));
      const existing = link.success ? await subscriptionOf(link.data.subscription_id) : null;
      const subscription: z.infer<typeof ZSubscription> = {
        id: existing?.id ?? `sub_local_${randomUUID().replaceAll('-', '')}`,
        kind: 'subscription',
        email: checkout.email,
        status: 'active',
        paymentStatus: 'paid',
        periodEnd: Math.max(now, existing?.status === 'active' ? existing.periodEnd : now) + LOCAL_PERIOD_MS,
        cancelAtPeriodEnd: false,
      };
      // The checkout is completed once, even if "Pay" is pressed twice.
      await db.doc.send(
        new UpdateCommand({
          TableName,
          Key: { id },
          UpdateExpression: 'SET #status = :complete, subscription_id = :sub',
          ConditionExpression: '#status = :open',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':complete': 'complete', ':open': 'open', ':sub': subscription.id },
        }),
      );
      await db.doc.send(new PutCommand({ TableName, Item: subscription }));
      await db.doc.send(new PutCommand({ TableName, Item: { id: `email#${checkout.email}`, subscription_id: subscription.id } }));
      return { subscriptionId: subscription.id, successUrl: checkout.success_url };
    },
    async cancelCheckout(id) {
      const checkout = await payments.getCheckout(id);
      if (!checkout) return null;
      if (checkout.status === 'open') await db.doc.send(new PutCommand({ TableName, Item: { ...checkout, status: 'canceled' } }));
      return checkout.cancel_url;
    },
    async getSubscription(id) {
      const subscription = await subscriptionOf(id);
      return subscription ? toProvider(subscription) : null;
    },
    async setCancelAtPeriodEnd(id, cancelAtPeriodEnd) {
      const subscription = await subscriptionOf(id);
      if (!subscription) throw new Error(`No such subscription: ${id}`);
      const updated = { ...subscription, cancelAtPeriodEnd };
      await db.doc.send(new PutCommand({ TableName, Item: updated }));
      return toProvider(updated);
    },
    /** Demo data: a paid subscription for an email, as if bought before. */
    async seedSubscription(email: string, id: string, periodEnd: number) {
      const subscription: z.infer<typeof ZSubscription> = { id, kind: 'subscription', email, status: 'active', paymentStatus: 'paid', periodEnd, cancelAtPeriodEnd: false };
      await db.doc.send(new PutCommand({ TableName, Item: subscription }));
      await db.doc.send(new PutCommand({ TableName, Item: { id: `email#${email}`, subscription_id: id } }));
    },
    async verifyEvent() {
      throw new PaymentSignatureError('The local test provider sends no webhooks');
    },
  };
  return payments;
}
export type TLocalPayments = ReturnType<typeof createLocalPayments>;
