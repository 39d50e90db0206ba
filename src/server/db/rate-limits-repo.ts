import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import type { TDb } from './client';
import { holds } from './conditional';
import { tableName } from './tables';

const ENTITY = 'rate_limit';
// Rows written before the entity tag or the pace existed lack them.
const ZRow = z.object({ hits: z.number().int().nonnegative(), not_before: z.number().optional() });
/** Rounds of read-then-conditional-write before a contended pace gives up (and refuses). */
const PACE_ROUNDS = 5;
/** What a pace answers when it gave up: someone else is trying the same account this very moment. */
const CONTENDED_WAIT_MS = 1_000;

const toSeconds = (ms: number) => Math.ceil(ms / 1000);

/**
 * rate_limits table: one row per bucket (built by keys.rateLimitBucket), shared by every app
 * instance; `hits` counts attempts, `not_before` (epoch ms) is the account's progressive delay.
 * `expires_at` (epoch seconds, the end of the row's window) is the table's TTL attribute in the
 * cloud: an expired row is never read again, since the next window has another key.
 */
export function createRateLimitsRepo(db: TDb) {
  const TableName = tableName(db, 'rateLimits');
  const update = (bucket: string, expression: Omit<ConstructorParameters<typeof UpdateCommand>[0], 'TableName' | 'Key'>) =>
    db.doc.send(new UpdateCommand({ TableName, Key: { bucket }, ...expression }));
  return {
    /** One conditional increment: counts the attempt unless `limit` is reached; false when refused. */
    hit(bucket: string, limit: number, expiresAtMs: number): Promise<boolean> {
      return holds(
        update(bucket, {
          UpdateExpression: 'ADD hits :one SET expires_at = if_not_exists(expires_at, :expires), entity = :entity',
          ConditionExpression: 'attribute_not_exists(hits) OR hits < :limit',
          ExpressionAttributeValues: { ':one': 1, ':limit': limit, ':expires': toSeconds(expiresAtMs), ':entity': ENTITY },
        }),
      );
    },

    /** Takes one attempt back; never below zero. */
    async giveBack(bucket: string): Promise<void> {
      await holds(update(bucket, { UpdateExpression: 'ADD hits :minus', ConditionExpression: 'hits > :zero', ExpressionAttributeValues: { ':minus': -1, ':zero': 0 } }));
    },

    /**
     * Counts one attempt unless `not_before` lies ahead; answers the milliseconds left (0: counted).
     * The new delay depends on the count, which an update expression cannot compute, so this reads
     * the row and writes only if it is unchanged (compare and set), reading again when another
     * instance got there first.
     */
    async pace(bucket: string, now: number, delayAfter: (attempts: number) => number, expiresAtMs: number): Promise<number> {
      for (let round = 0; round < PACE_ROUNDS; round += 1) {
        const { Item } = await db.doc.send(new GetCommand({ TableName, Key: { bucket }, ConsistentRead: true }));
        const row = Item ? ZRow.parse(Item) : undefined;
        const notBefore = row?.not_before ?? 0;
        if (notBefore > now) return notBefore - now;
        const hits = (row?.hits ?? 0) + 1;
        const unchanged = !row
          ? { ConditionExpression: 'attribute_not_exists(hits)', ExpressionAttributeValues: {} }
          : row.not_before === undefined
            ? { ConditionExpression: 'hits = :was AND attribute_not_exists(not_before)', ExpressionAttributeValues: { ':was': row.hits } }
            : { ConditionExpression: 'hits = :was AND not_before = :wasNotBefore', ExpressionAttributeValues: { ':was': row.hits, ':wasNotBefore': row.not_before } };
        const written = await holds(
          update(bucket, {
            UpdateExpression: 'SET hits = :hits, not_before = :notBefore, expires_at = :expires, entity = :entity',
            ConditionExpression: unchanged.ConditionExpression,
            ExpressionAttributeValues: {
              ...unchanged.ExpressionAttributeValues,
              ':hits': hits,
              ':notBefore': now + delayAfter(hits),
              ':expires': toSeconds(expiresAtMs),
              ':entity': ENTITY,
            },
          }),
        );
        if (written) return 0;
      }
      return CONTENDED_WAIT_MS;
    },

    /** Forgets the bucket (a right guess clears the account's delay). */
    async clear(bucket: string): Promise<void> {
      await db.doc.send(new DeleteCommand({ TableName, Key: { bucket } }));
    },
  };
}
export type TRateLimitsRepo = ReturnType<typeof createRateLimitsRepo>;
