import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import type { TClock } from '~/domain/clock';
import type { TDb } from './client';
import { holds } from './conditional';
import { keys } from './keys';
import { tableName } from './tables';

const ENTITY = 'mail_suppression';

/** Why no mail goes to an address: it bounced for good, its owner marked a message as spam, or an operator said so. */
export const SUPPRESSION_REASONS = ['bounce', 'complaint', 'manual'] as const;
export type TSuppressionReason = (typeof SUPPRESSION_REASONS)[number];

export const ZMailSuppressionItem = z.object({
  address: z.string(),
  reason: z.enum(SUPPRESSION_REASONS),
  /** Epoch ms of the first bounce or complaint; a later one leaves it as it was. */
  suppressed_at: z.number(),
});
export type TMailSuppressionItem = z.infer<typeof ZMailSuppressionItem>;

/** mail_suppressions table: addresses the mailer never sends to (docs/operations.md, "Deliverability"). */
export function createMailSuppressionsRepo(db: TDb, clock: TClock) {
  const TableName = tableName(db, 'mailSuppressions');
  return {
    /** Stops every later message to `address`; the first reason is kept (idempotent, so a repeated notification changes nothing). */
    async suppress(address: string, reason: TSuppressionReason): Promise<void> {
      const item = ZMailSuppressionItem.parse({ address: keys.mailSuppression(address), reason, suppressed_at: clock.now() });
      await holds(db.doc.send(new PutCommand({ TableName, Item: { ...item, entity: ENTITY }, ConditionExpression: 'attribute_not_exists(address)' })));
    },
    /** Whether no mail may go to `address`; read consistently, so a suppression holds from the next send on. */
    async isSuppressed(address: string): Promise<boolean> {
      const { Item } = await db.doc.send(new GetCommand({ TableName, Key: { address: keys.mailSuppression(address) }, ConsistentRead: true }));
      return Item !== undefined && ZMailSuppressionItem.parse(Item).address !== '';
    },
  };
}
export type TMailSuppressionsRepo = ReturnType<typeof createMailSuppressionsRepo>;
