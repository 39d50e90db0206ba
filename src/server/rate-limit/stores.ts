import type { TClock } from '~/domain/clock';
import type { TDb } from '../db/client';
import { createRateLimitsRepo } from '../db/rate-limits-repo';

/**
 * Where the counters live; `bucket` already names the key and its window, `expiresAt` (epoch ms)
 * is when the window ends. Every operation is atomic, even with several app instances.
 */
export type TCounterStore = {
  /** Counts one attempt unless the window already holds `limit`; false when refused. */
  hit(bucket: string, limit: number, expiresAt: number): Promise<boolean>;
  /** Takes one counted attempt back. */
  giveBack(bucket: string): Promise<void>;
  /**
   * Counts one attempt unless an earlier one still imposes a wait; answers the milliseconds left
   * to wait (0: counted). `delayAfter(n)` is the wait the n-th counted attempt imposes.
   */
  pace(bucket: string, now: number, delayAfter: (attempts: number) => number, expiresAt: number): Promise<number>;
  /** Forgets the bucket. */
  clear(bucket: string): Promise<void>;
};

const MEMORY_ROWS = 50_000;

/** One process only: right for a single local instance. */
export function createMemoryStore(clock: TClock): TCounterStore {
  const rows = new Map<string, { hits: number; notBefore: number; expiresAt: number }>();
  // Each operation reads and writes with no await in between, so it is atomic within the process.
  const live = (bucket: string) => {
    const row = rows.get(bucket);
    if (row && row.expiresAt <= clock.now()) rows.delete(bucket);
    return rows.get(bucket);
  };
  const keep = (bucket: string, row: { hits: number; notBefore: number; expiresAt: number }) => {
    rows.set(bucket, row);
    if (rows.size <= MEMORY_ROWS) return;
    for (const [key, { expiresAt }] of rows) if (expiresAt <= clock.now()) rows.delete(key);
    // Still full: the oldest rows go first.
    for (const key of [...rows.keys()].slice(0, rows.size - MEMORY_ROWS * 0.8)) rows.delete(key);
  };
  return {
    async hit(bucket, limit, expiresAt) {
      const row = live(bucket) ?? { hits: 0, notBefore: 0, expiresAt };
      if (row.hits >= limit) return false;
      row.hits += 1;
      keep(bucket, row);
      return true;
    },
    async giveBack(bucket) {
      const row = live(bucket);
      if (row && row.hits > 0) row.hits -= 1;
    },
    async pace(bucket, now, delayAfter, expiresAt) {
      const row = live(bucket) ?? { hits: 0, notBefore: 0, expiresAt };
      if (row.notBefore > now) return row.notBefore - now;
      row.hits += 1;
      row.notBefore = now + delayAfter(row.hits);
      keep(bucket, row);
      return 0;
    },
    async clear(bucket) {
      rows.delete(bucket);
    },
  };
}

/** Shared by every app instance: the rate_limits table (conditional writes, see the repository). */
export function createDynamoStore(db: TDb): TCounterStore {
  return createRateLimitsRepo(db);
}
