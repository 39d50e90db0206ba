import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { TDb } from './client';
import { keys } from './keys';
import { tableName } from './tables';

/**
 * captcha_replays table: one row per spent proof-of-work challenge. The conditional put is the
 * whole replay check, so every app instance refuses a token another one has already accepted.
 * `expires_at` (epoch seconds) is the table's TTL attribute in the cloud: once the challenge has
 * expired its signature no longer verifies, so the row is not needed after that.
 */
export function createCaptchaReplaysRepo(db: TDb) {
  const TableName = tableName(db, 'captchaReplays');
  return {
    /** Records the challenge as spent; false when it already was (a replay). */
    async spend(signature: string, expiresAtMs: number, now: number): Promise<boolean> {
      try {
        await db.doc.send(
          new PutCommand({
            TableName,
            Item: { challenge: keys.captchaReplay(signature), entity: 'captcha_replay', spent_at: now, expires_at: Math.ceil(expiresAtMs / 1000) },
            ConditionExpression: 'attribute_not_exists(challenge)',
          }),
        );
        return true;
      } catch (error) {
        if (error instanceof ConditionalCheckFailedException) return false;
        throw error;
      }
    },
  };
}
export type TCaptchaReplaysRepo = ReturnType<typeof createCaptchaReplaysRepo>;
