import { describe, expect, it } from 'vitest';
import { fixedClock } from '~/domain/clock';
import { DAY_MS } from '~/domain/time';
import { createDynamoStore, createMemoryStore, createRateLimiter, RATE_LIMITS, type TCounterStore, type TLimitedAction, type TLimitRules } from '~/server/rate-limit/limiter';
import { freshDb, NOW } from '../helpers/db';

/** Small numbers: 8 attempts per address and minute; 3 free per account, then 1 s, 2 s, capped at 4 s. */
const RULE: TLimitRules = { address: { limit: 8, windowMs: 60_000 }, account: { free: 3, baseMs: 1_000, maxMs: 4_000, windowMs: DAY_MS } };
const RULES = Object.fromEntries(Object.keys(RATE_LIMITS).map((action) => [action, RULE])) as Record<TLimitedAction, TLimitRules>;

type TClock = ReturnType<typeof fixedClock>;
const STORES: Array<[string, (clock: TClock) => Promise<TCounterStore>]> = [
  ['in memory', async (clock) => createMemoryStore(clock)],
  ['in the database', async () => createDynamoStore(await freshDb())],
];

async function limiterOn(makeStore: (clock: TClock) => Promise<TCounterStore>) {
  const clock = fixedClock(NOW);
  const store = await makeStore(clock);
  // Two app instances sharing one store see the same counters.
  return { clock, first: createRateLimiter(store, clock, RULES), second: createRateLimiter(store, clock, RULES) };
}

const refusal = { code: 'RATE_LIMITED', reason: 'tooManyAttempts', message: 'Too many attempts. Please wait a few minutes and try again' };
/** How many of the attempts were let through. */
const passed = async (attempts: Array<Promise<unknown>>) => (await Promise.allSettled(attempts)).filter((result) => result.status === 'fulfilled').length;

describe.each(STORES)('rate limits %s', (_, makeStore) => {
  it('counts per address in a hard window shared by every instance, per action', async () => {
    const { clock, first, second } = await limiterOn(makeStore);
    for (let i = 0; i < 8; i += 1) await (i % 2 ? first : second).consume('signIn', { account: `user${i}@example.com`, address: '198.51.100.1' });
    await expect(first.consume('signIn', { account: 'new@example.com', address: '198.51.100.1' })).rejects.toMatchObject(refusal);
    // Another address, another action, or the next window are not affected.
    await first.consume('signIn', { account: 'new@example.com', address: '198.51.100.2' });
    await first.consume('reset', { account: 'other@example.com', address: '198.51.100.1' });
    clock.set(NOW + 60_000);
    await first.consume('signIn', { account: 'later@example.com', address: '198.51.100.1' });
  });

  it('counts before the attempt, atomically: 30 at once against a limit of 8 let 8 through', async () => {
    const { first, second } = await limiterOn(makeStore);
    const burst = Array.from({ length: 30 }, (_, i) => (i % 2 ? first : second).consume('signIn', { account: `user${i}@example.com`, address: '198.51.100.1' }));
    expect(await passed(burst)).toBe(8);
  });

  it('holds an account to its pace even from 30 addresses at once', async () => {
    const { first, second } = await limiterOn(makeStore);
    const burst = Array.from({ length: 30 }, (_, i) => (i % 2 ? first : second).consume('signIn', { account: 'Ana@Example.com', address: `198.51.100.${i}` }));
    const through = await passed(burst);
    expect(through).toBeGreaterThanOrEqual(1);
    expect(through).toBeLessThanOrEqual(3);
  });

  it('delays an account progressively instead of locking it: the owner waits at most the cap', async () => {
    const { clock, first } = await limiterOn(makeStore);
    const at = (ms: number) => clock.set(NOW + ms);
    const attacker = (i: number) => first.consume('signIn', { account: 'ana@example.com', address: `203.0.113.${i}` });
    for (let i = 0; i < 3; i += 1) await attacker(i);
    // After the third: 1 s, then 2 s, then 4 s, then never more than 4 s.
    await expect(attacker(3)).rejects.toMatchObject(refusal);
    at(1_000);
    await attacker(4);
    at(2_999);
    await expect(attacker(5)).rejects.toMatchObject(refusal);
    at(3_000);
    await attacker(6);
    at(7_000);
    await attacker(7);
    at(11_000);
    await attacker(8);
    // Attempts refused while waiting do not push the wait further.
    for (let i = 0; i < 5; i += 1) await expect(first.consume('signIn', { account: 'ANA@example.com', address: '198.51.100.9' })).rejects.toMatchObject(refusal);
    at(15_000);
    const owner = await first.consume('signIn', { account: 'ana@example.com', address: '198.51.100.9' });
    // A right guess gives its attempt back and clears the delay.
    await owner.succeeded();
    for (let i = 0; i < 3; i += 1) await first.consume('signIn', { account: 'ana@example.com', address: '198.51.100.9' });
  });

  it('leaves the address its budget when the account refused the attempt, and gives a right guess back', async () => {
    const { first } = await limiterOn(makeStore);
    for (let i = 0; i < 3; i += 1) await first.consume('confirm', { account: 'ana@example.com', address: '198.51.100.1' });
    for (let i = 0; i < 10; i += 1) await expect(first.consume('confirm', { account: 'ana@example.com', address: '198.51.100.1' })).rejects.toMatchObject(refusal);
    for (let i = 0; i < 5; i += 1) await first.consume('confirm', { account: `user${i}@example.com`, address: '198.51.100.1' });
    // 3 + 5 counted: the address is full.
    await expect(first.consume('confirm', { account: 'bob@example.com', address: '198.51.100.1' })).rejects.toMatchObject(refusal);
    // Of 8 on another address one was right: it is handed back, so a ninth fits, and no tenth.
    const right = await first.consume('confirm', { account: 'carl@example.com', address: '198.51.100.2' });
    for (let i = 0; i < 7; i += 1) await first.consume('confirm', { account: `user${i}@example.com`, address: '198.51.100.2' });
    await right.succeeded();
    await first.consume('confirm', { account: 'dora@example.com', address: '198.51.100.2' });
    await expect(first.consume('confirm', { account: 'eve@example.com', address: '198.51.100.2' })).rejects.toMatchObject(refusal);
  });
});
