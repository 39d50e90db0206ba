import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { SUPPORT_TOPICS } from '~/domain/support';
import type { TDb } from './client';
import { keys } from './keys';
import { tableName } from './tables';

const ENTITY = 'support_request';
/** Later milliseconds tried when another message of the same person holds the one asked for. */
const CLASH_ATTEMPTS = 10;

export const ZSupportRequestItem = z.object({
  /** Lower-cased login email of the sender: the partition, so one person's messages sit together. */
  user_email: z.string(),
  /** Epoch ms, unique within the person's partition. */
  created_at: z.number(),
  /** Short code shown to the sender and quoted in replies. */
  reference: z.string(),
  topic: z.enum(SUPPORT_TOPICS),
  message: z.string(),
  /** Where the answer goes; prefilled with the login email, the sender may change it. */
  reply_email: z.string(),
  /** The interface language when sent, so the answer can be written in it. */
  locale: z.enum(['en', 'es']).optional(),
});
export type TSupportRequestItem = z.infer<typeof ZSupportRequestItem>;

/** support_requests table: messages sent from /support, one partition per person, sorted by time. */
export function createSupportRequestsRepo(db: TDb) {
  const TableName = tableName(db, 'supportRequests');
  return {
    /**
     * Stores a message; answers it as stored. Two messages of one person in the same millisecond
     * would share a key: the later one takes the next free millisecond, so neither is overwritten.
     */
    async create(item: TSupportRequestItem): Promise<TSupportRequestItem> {
      const base = ZSupportRequestItem.parse({ ...item, user_email: keys.userEmail(item.user_email) });
      for (let attempt = 0; attempt < CLASH_ATTEMPTS; attempt++) {
        const stored = { ...base, created_at: base.created_at + attempt };
        try {
          await db.doc.send(new PutCommand({ TableName, Item: { ...stored, entity: ENTITY }, ConditionExpression: 'attribute_not_exists(created_at)' }));
          return stored;
        } catch (error) {
          if (!(error instanceof ConditionalCheckFailedException)) throw error;
        }
      }
      throw new Error('No free time slot for the support request');
    },
    /** Takes back a message just stored (it went past the limit). */
    async remove(email: string, createdAt: number): Promise<void> {
      await db.doc.send(new DeleteCommand({ TableName, Key: { user_email: keys.userEmail(email), created_at: createdAt } }));
    },
    /** Every message the person sent, oldest first (their data download). */
    async allOf(email: string): Promise<TSupportRequestItem[]> {
      const items: TSupportRequestItem[] = [];
      let cursor: Record<string, unknown> | undefined;
      do {
        const page = await db.doc.send(
          new QueryCommand({ TableName, KeyConditionExpression: 'user_email = :email', ExpressionAttributeValues: { ':email': keys.userEmail(email) }, ExclusiveStartKey: cursor }),
        );
        items.push(...(page.Items ?? []).map((item) => ZSupportRequestItem.parse(item)));
        cursor = page.LastEvaluatedKey;
      } while (cursor);
      return items;
    },
    /** How many messages the person sent after `since` (epoch ms): a key-condition Query that counts. */
    async countSince(email: string, since: number): Promise<number> {
      const { Count } = await db.doc.send(
        new QueryCommand({
          TableName,
          KeyConditionExpression: 'user_email = :email AND created_at > :since',
          ExpressionAttributeValues: { ':email': keys.userEmail(email), ':since': since },
          Select: 'COUNT',
          ConsistentRead: true,
        }),
      );
      return Count ?? 0;
    },
  };
}
export type TSupportRequestsRepo = ReturnType<typeof createSupportRequestsRepo>;
