import { describe, expect, it } from 'vitest';
import { fixedClock } from '~/domain/clock';
import { createDynamoStore, createMemoryStore, createRateLimiter, type TCounterStore } from '~/server/rate-limit/limiter';
import { freshDb, NOW } from '../helpers/db';

const RULES = {
  signIn: { account: { limit: 2, windowMs: 60_000 }, address: { limit: 3, windowMs: 60_000 } },
  confirm: { account: { limit: 2, windowMs: 60_000 }, address: { limit: 3, windowMs: 60_000 } },
  signUp: { account: { limit: 2, windowMs: 60_000 }, address: { limit: 3, windowMs: 60_000 } },
  reset: { account: { limit: 2, windowMs: 60_000 }, address: { limit: 3, windowMs: 60_000 } },
};

async function exercise(makeStore: (clock: ReturnType<typeof fixedClock>) => Promise<TCounterStore>) {
  const clock = fixedClock(NOW);
  const store = await makeStore(clock);
  // Two app instances sharing one store see the same counters.
  const first = createRateLimiter(store, clock, RULES);
  const second = createRateLimiter(store, clock, RULES);
  const ana = { account: 'Ana@Example.com', address: '198.51.100.1' };
  await first.record('signIn', ana);
  await second.check('signIn', ana);
  await second.record('signIn', { ...ana, account: 'ana@example.com' });
  await expect(first.check('signIn', ana)).rejects.toMatchObject({ code: 'RATE_LIMITED', reason: 'tooManyAttempts' });
  // Per address: another account from the same address is refused once the address used its 3.
  await first.record('signIn', { account: 'bob@example.com', address: ana.address });
  await expect(first.check('signIn', { account: 'carl@example.com', address: ana.address })).rejects.toMatchObject({ reason: 'tooManyAttempts' });
  await first.check('signIn', { account: 'carl@example.com', address: '198.51.100.2' });
  // Other actions have their own counters; the next window starts afresh.
  await first.check('reset', ana);
  clock.set(NOW + 60_000);
  await first.check('signIn', ana);
}

describe('rate limits on sign-in, sign-up, codes and reset', () => {
  it('counts per account (case-insensitive) and per address in memory', () => exercise(async (clock) => createMemoryStore(clock)));
  it('counts in the database, so every app instance shares the limits', () => exercise(async () => createDynamoStore(await freshDb())));
});
