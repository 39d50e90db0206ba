import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { TDb } from './client';
import { holds } from './conditional';
import { keys } from './keys';
import { tableName } from './tables';

/**
 * captcha_replays table: one row per spent single-use token (a proof-of-work challenge, a sign-in
 * ticket). The conditional put is the whole replay check, so every app instance refuses a token
 * another one has already accepted. `expires_at` (epoch seconds) is the table's TTL attribute in
 * the cloud: once the token has expired it no longer verifies, so the row is not needed after that.
 * False when the token was already spent (a replay).
 */
export function spendOnce(db: TDb, token: { key: string; entity: string; expiresAtMs: number }, now: number): Promise<boolean> {
  return holds(
    db.doc.send(
      new PutCommand({
        TableName: tableName(db, 'captchaReplays'),
        Item: { challenge: token.key, entity: token.entity, spent_at: now, expires_at: Math.ceil(token.expiresAtMs / 1000) },
        ConditionExpression: 'attribute_not_exists(challenge)',
      }),
    ),
  );
}

/** Spent captcha challenges, named by their HMAC signature. */
export function createCaptchaReplaysRepo(db: TDb) {
  return {
    /** Records the challenge as spent; false when it already was (a replay). */
    spend: (signature: string, expiresAtMs: number, now: number) => spendOnce(db, { key: keys.captchaReplay(signature), entity: 'captcha_replay', expiresAtMs }, now),
  };
}
export type TCaptchaReplaysRepo = ReturnType<typeof createCaptchaReplaysRepo>;
