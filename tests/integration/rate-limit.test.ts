import { describe, expect, it } from 'vitest';
import { fixedClock } from '~/domain/clock';
import { DAY_MS } from '~/domain/time';
import { createDynamoStore, createMemoryStore, createRateLimiter, RATE_LIMITS, type TCounterStore, type TLimitedAction, type TLimitRules } from '~/server/rate-limit/limiter';
import { freshDb, NOW } from '../helpers/db';

/** Small numbers: 8 attempts per address and minute; 3 free per account and address, then 1 s, 2 s, capped at 4 s; 12 a day per account. */
const RULE: TLimitRules = { address: { limit: 8, windowMs: 60_000 }, account: { free: 3, baseMs: 1_000, maxMs: 4_000, windowMs: DAY_MS, ceiling: 12 } };
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

  it('holds one address to its pace on an account, and the account to its ceiling from 30 addresses at once', async () => {
    const { first, second } = await limiterOn(makeStore);
    const fromOne = Array.from({ length: 8 }, (_, i) => (i % 2 ? first : second).consume('signIn', { account: 'Ana@Example.com', address: '198.51.100.1' }));
    expect(await passed(fromOne)).toBe(3);
    const fromMany = Array.from({ length: 30 }, (_, i) => (i % 2 ? first : second).consume('signIn', { account: 'ana@example.com', address: `198.51.100.${i + 10}` }));
    expect(await passed(fromMany)).toBe(12 - 3);
  });

  it('delays one address on an account progressively instead of locking it; the owner elsewhere is not delayed at all', async () => {
    const { clock, first } = await limiterOn(makeStore);
    const at = (ms: number) => clock.set(NOW + ms);
    const attacker = () => first.consume('signIn', { account: 'ana@example.com', address: '203.0.113.7' });
    for (let i = 0; i < 3; i += 1) await attacker();
    // After the third: 1 s, then 2 s, then 4 s, then never more than 4 s.
    await expect(attacker()).rejects.toMatchObject(refusal);
    const owner = await first.consume('signIn', { account: 'ANA@example.com', address: '198.51.100.9' });
    at(1_000);
    await attacker();
    at(2_999);
    await expect(attacker()).rejects.toMatchObject(refusal);
    at(3_000);
    await attacker();
    at(7_000);
    await attacker();
    // The address has used its 8 of the minute (refused attempts count too); the next minute, 4 s on.
    await expect(attacker()).rejects.toMatchObject(refusal);
    at(60_000);
    await attacker();
    // A right guess gives its attempt back and clears its own address's delay only.
    await owner.succeeded();
    for (let i = 0; i < 3; i += 1) await first.consume('signIn', { account: 'ana@example.com', address: '198.51.100.9' });
    await expect(attacker()).rejects.toMatchObject(refusal);
  });

  it('counts an attempt its account refused against the address, and gives a right guess back', async () => {
    const { first } = await limiterOn(makeStore);
    for (let i = 0; i < 3; i += 1) await first.consume('confirm', { account: 'ana@example.com', address: '198.51.100.1' });
    for (let i = 0; i < 5; i += 1) await expect(first.consume('confirm', { account: 'ana@example.com', address: '198.51.100.1' })).rejects.toMatchObject(refusal);
    // 3 + 5 counted: the address is full, for every account.
    await expect(first.consume('confirm', { account: 'bob@example.com', address: '198.51.100.1' })).rejects.toMatchObject(refusal);
    // Of 8 on another address one was right: it is handed back, so a ninth fits, and no tenth.
    const right = await first.consume('confirm', { account: 'carl@example.com', address: '198.51.100.2' });
    for (let i = 0; i < 7; i += 1) await first.consume('confirm', { account: `user${i}@example.com`, address: '198.51.100.2' });
    await right.succeeded();
    await first.consume('confirm', { account: 'dora@example.com', address: '198.51.100.2' });
    await expect(first.consume('confirm', { account: 'eve@example.com', address: '198.51.100.2' })).rejects.toMatchObject(refusal);
  });
});

describe('an attacker who never stops does not lock the owner out (the production rules)', () => {
  /**
   * 24 hours: the attacker tries every second from one address, the owner every 10 minutes from
   * theirs (144 tries). Each action the owner may need: guesses, the codes and new passwords,
   * mails, and a signed-in renewal against an anonymous checkout for the same email.
   */
  const cases: Array<{ attacker: TLimitedAction; owner: TLimitedAction; isGuess: boolean }> = [
    { attacker: 'signIn', owner: 'signIn', isGuess: true },
    { attacker: 'confirm', owner: 'confirm', isGuess: true },
    { attacker: 'verifyTotp', owner: 'verifyTotp', isGuess: true },
    { attacker: 'reset', owner: 'reset', isGuess: false },
    { attacker: 'signUp', owner: 'signUp', isGuess: false },
    { attacker: 'checkoutAnonymous', owner: 'checkout', isGuess: false },
  ];
  it.each(cases)('$attacker from a stranger, $owner from the owner: 144 of 144 go through', async ({ attacker, owner, isGuess }) => {
    const clock = fixedClock(NOW);
    const limiter = createRateLimiter(createMemoryStore(clock), clock);
    let ownerThrough = 0;
    let attackerThrough = 0;
    for (let second = 0; second < DAY_MS / 1000; second += 1) {
      clock.set(NOW + second * 1000);
      await limiter.consume(attacker, { account: 'ana@example.com', address: '203.0.113.66' }).then(
        () => (attackerThrough += 1),
        () => undefined,
      );
      if (second % 600 !== 0) continue;
      const attempt = await limiter.consume(owner, { account: 'Ana@example.com', address: '198.51.100.20' }).catch(() => null);
      if (!attempt) continue;
      ownerThrough += 1;
      // The owner's guess is right; a mail or a checkout is never given back.
      if (isGuess) await attempt.succeeded();
    }
    expect(ownerThrough).toBe(144);
    // The stranger, meanwhile, got no more than one address's pace allows.
    expect(attackerThrough).toBeLessThan(isGuess ? 320 : 160);
  });
});
