import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import type { TDb } from './client';
import { holds } from './conditional';
import { keys } from './keys';
import { tableName } from './tables';

const ZFirstPassword = z.object({
  entity: z.literal('first_password'),
  user_email: z.string(),
  subscription_id: z.string(),
  created_at: z.number(),
  expires_at: z.number(),
  spent_at: z.number().optional(),
});

/** A pending first password: whose account, which confirmed payment, and until when (epoch ms). */
export type TFirstPassword = { email: string; subscriptionId: string; createdAt: number; expiresAt: number; isSpent: boolean };

/**
 * signups table, `password#<SHA-256 of the token>` rows: the capability to set the first password
 * of an account just paid for in onboarding, from the browser that paid. Only the token's hash is
 * stored; `expires_at` (epoch seconds) is the table's TTL attribute, and a row past it is treated
 * as gone whatever the sweep has done. Spending it is one conditional update, so two requests
 * (or two app instances) never both use it.
 */
export function createFirstPasswordsRepo(db: TDb) {
  const TableName = tableName(db, 'signups');
  return {
    async put(tokenHash: string, grant: { email: string; subscriptionId: string; expiresAt: number }, now: number): Promise<void> {
      await db.doc.send(
        new PutCommand({
          TableName,
          Item: {
            email: keys.firstPassword(tokenHash),
            entity: 'first_password',
            user_email: keys.userEmail(grant.email),
            subscription_id: grant.subscriptionId,
            created_at: now,
            expires_at: Math.ceil(grant.expiresAt / 1000),
          },
          ConditionExpression: 'attribute_not_exists(email)',
        }),
      );
    },
    /** The pending grant, or null when there is none or it has expired. */
    async get(tokenHash: string, now: number): Promise<TFirstPassword | null> {
      const { Item } = await db.doc.send(new GetCommand({ TableName, Key: { email: keys.firstPassword(tokenHash) }, ConsistentRead: true }));
      const parsed = ZFirstPassword.safeParse(Item);
      if (!parsed.success || parsed.data.expires_at * 1000 <= now) return null;
      const row = parsed.data;
      return { email: row.user_email, subscriptionId: row.subscription_id, createdAt: row.created_at, expiresAt: row.expires_at * 1000, isSpent: row.spent_at !== undefined };
    },
    /** Marks the grant used; false when it already was, or has expired, or never existed. */
    spend: (tokenHash: string, now: number): Promise<boolean> =>
      holds(
        db.doc.send(
          new UpdateCommand({
            TableName,
            Key: { email: keys.firstPassword(tokenHash) },
            UpdateExpression: 'SET spent_at = :now',
            ConditionExpression: 'entity = :entity AND attribute_not_exists(spent_at) AND expires_at > :nowSeconds',
            ExpressionAttributeValues: { ':now': now, ':entity': 'first_password', ':nowSeconds': Math.floor(now / 1000) },
          }),
        ),
      ),
  };
}
export type TFirstPasswordsRepo = ReturnType<typeof createFirstPasswordsRepo>;
