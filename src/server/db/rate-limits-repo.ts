import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import type { TDb } from './client';
import { tableName } from './tables';

const ENTITY = 'rate_limit';
// Reads need the count only; rows written before the entity tag existed lack it.
const ZHits = z.object({ hits: z.number().int().nonnegative() });

/**
 * rate_limits table: one fixed-window counter per bucket (built by keys.rateLimitBucket), shared
 * by every app instance. `expires_at` (epoch seconds) is the table's TTL attribute in the cloud.
 */
export function createRateLimitsRepo(db: TDb) {
  const TableName = tableName(db, 'rateLimits');
  return {
    /** Attempts counted in the bucket so far; 0 for a bucket never hit. */
    async count(bucket: string): Promise<number> {
      const { Item } = await db.doc.send(new GetCommand({ TableName, Key: { bucket }, ConsistentRead: true }));
      return Item ? ZHits.parse(Item).hits : 0;
    },
    /** Counts one attempt atomically (concurrent instances never lose a hit); answers the new count. */
    async add(bucket: string, expiresAtMs: number): Promise<number> {
      const { Attributes } = await db.doc.send(
        new UpdateCommand({
          TableName,
          Key: { bucket },
          UpdateExpression: 'ADD hits :one SET expires_at = if_not_exists(expires_at, :expires), entity = :entity',
          ExpressionAttributeValues: { ':one': 1, ':expires': Math.ceil(expiresAtMs / 1000), ':entity': ENTITY },
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      return ZHits.parse(Attributes).hits;
    },
  };
}
export type TRateLimitsRepo = ReturnType<typeof createRateLimitsRepo>;
