import { AppError } from '~/domain/errors';
import type { TClock } from '~/domain/clock';
import type { TDb } from '../db/client';
import { keys } from '../db/keys';
import { createRateLimitsRepo } from '../db/rate-limits-repo';

/** A fixed-window counter store; `bucket` already names the key and the window. */
export type TCounterStore = {
  count(bucket: string): Promise<number>;
  add(bucket: string, expiresAt: number): Promise<number>;
};

/** One process only: right for a single local instance. */
export function createMemoryStore(clock: TClock): TCounterStore {
  const counters = new Map<string, { hits: number; expiresAt: number }>();
  const live = (bucket: string) => {
    const entry = counters.get(bucket);
    if (entry && entry.expiresAt <= clock.now()) counters.delete(bucket);
    return counters.get(bucket);
  };
  return {
    async count(bucket) {
      return live(bucket)?.hits ?? 0;
    },
    async add(bucket, expiresAt) {
      const entry = live(bucket) ?? { hits: 0, expiresAt };
      entry.hits += 1;
      counters.set(bucket, entry);
      if (counters.size > 50_000) for (const key of [...counters.keys()].slice(0, 10_000)) counters.delete(key);
      return entry.hits;
    },
  };
}

/** Shared by every app instance: the rate_limits table (atomic counters, see the repository). */
export function createDynamoStore(db: TDb): TCounterStore {
  return createRateLimitsRepo(db);
}

export type TLimitRule = { limit: number; windowMs: number };

/** Limits per action, per account and per address. Sign-in and code checks count failures only. */
export const RATE_LIMITS = {
  signIn: { account: { limit: 8, windowMs: 15 * 60_000 }, address: { limit: 40, windowMs: 15 * 60_000 } },
  confirm: { account: { limit: 8, windowMs: 15 * 60_000 }, address: { limit: 40, windowMs: 15 * 60_000 } },
  signUp: { account: { limit: 5, windowMs: 60 * 60_000 }, address: { limit: 20, windowMs: 60 * 60_000 } },
  reset: { account: { limit: 5, windowMs: 60 * 60_000 }, address: { limit: 20, windowMs: 60 * 60_000 } },
} satisfies Record<string, { account: TLimitRule; address: TLimitRule }>;
export type TLimitedAction = keyof typeof RATE_LIMITS;

export function createRateLimiter(store: TCounterStore, clock: TClock, rules = RATE_LIMITS) {
  const buckets = (action: TLimitedAction, who: { account: string; address: string }) => {
    const now = clock.now();
    return (['account', 'address'] as const).map((dimension) => {
      const rule = rules[action][dimension];
      const windowStart = Math.floor(now / rule.windowMs) * rule.windowMs;
      const subject = dimension === 'account' ? who.account.trim().toLowerCase() : who.address;
      return { bucket: keys.rateLimitBucket(action, dimension, subject, windowStart), rule, expiresAt: windowStart + rule.windowMs };
    });
  };
  return {
    /** Refuses with 'tooManyAttempts' when the account or the address has used its window. */
    async check(action: TLimitedAction, who: { account: string; address: string }): Promise<void> {
      for (const { bucket, rule } of buckets(action, who)) {
        if ((await store.count(bucket)) >= rule.limit) {
          throw new AppError('RATE_LIMITED', 'Too many attempts. Please wait a few minutes and try again', { reason: 'tooManyAttempts' });
        }
      }
    },
    async record(action: TLimitedAction, who: { account: string; address: string }): Promise<void> {
      await Promise.all(buckets(action, who).map(({ bucket, expiresAt }) => store.add(bucket, expiresAt)));
    },
  };
}
export type TRateLimiter = ReturnType<typeof createRateLimiter>;
