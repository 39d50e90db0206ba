import { AppError } from '~/domain/errors';
import type { TClock } from '~/domain/clock';
import { AUTH_ERROR_MESSAGES } from '~/domain/sign-in';
import { DAY_MS } from '~/domain/time';
import { keys } from '../db/keys';
import type { TCounterStore } from './stores';
import { accountSubject, addressSubject } from './subjects';

export { createDynamoStore, createMemoryStore, type TCounterStore } from './stores';

/** Per address: a hard fixed window of `limit` attempts. */
export type TWindowRule = { limit: number; windowMs: number };
/**
 * Per account: a progressive delay, never a lockout. The first `free` attempts of a window go
 * through at once; after the n-th each further one waits min(baseMs·2^(n−free), maxMs). An
 * attacker gets one try per `maxMs` at most, and the account's owner waits no longer than that.
 */
export type TPaceRule = { free: number; baseMs: number; maxMs: number; windowMs: number };
export type TLimitRules = { address: TWindowRule; account: TPaceRule };

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** Password and code guesses: 8 wrong a day, then 30 s doubling up to 5 minutes. */
const GUESS_PACE: TPaceRule = { free: 8, baseMs: 30_000, maxMs: 5 * MINUTE_MS, windowMs: DAY_MS };
/** Requests that send an email or a text message, or open a checkout: 3 a day, then 1 minute doubling up to 10. */
const SEND_PACE: TPaceRule = { free: 3, baseMs: MINUTE_MS, maxMs: 10 * MINUTE_MS, windowMs: DAY_MS };

/**
 * Limits per action. Guesses (signIn, confirm, changePassword, verifyTotp) give a right answer
 * back (`TAttempt.succeeded`), so they count wrong ones; the others count every request.
 */
export const RATE_LIMITS = {
  signIn: { address: { limit: 40, windowMs: 15 * MINUTE_MS }, account: GUESS_PACE },
  /** Every code or challenge answer: sign-up and reset codes, MFA codes, a new password. */
  confirm: { address: { limit: 40, windowMs: 15 * MINUTE_MS }, account: GUESS_PACE },
  changePassword: { address: { limit: 20, windowMs: 15 * MINUTE_MS }, account: GUESS_PACE },
  verifyTotp: { address: { limit: 40, windowMs: 15 * MINUTE_MS }, account: GUESS_PACE },
  signUp: { address: { limit: 20, windowMs: HOUR_MS }, account: SEND_PACE },
  reset: { address: { limit: 20, windowMs: HOUR_MS }, account: SEND_PACE },
  /** A passwordless start sends a code. */
  passwordless: { address: { limit: 20, windowMs: HOUR_MS }, account: SEND_PACE },
  /** Opening a checkout, per email (new subscribers and renewals alike). */
  checkout: { address: { limit: 30, windowMs: HOUR_MS }, account: { ...SEND_PACE, free: 10 } },
  /** Coming back from a provider's checkout, per checkout session. */
  checkoutReturn: { address: { limit: 30, windowMs: HOUR_MS }, account: { ...SEND_PACE, free: 10 } },
  /** Paying or cancelling a local test checkout, per checkout id. */
  testCheckout: { address: { limit: 30, windowMs: HOUR_MS }, account: SEND_PACE },
} satisfies Record<string, TLimitRules>;
export type TLimitedAction = keyof typeof RATE_LIMITS;

/** Who is asking: an account (an email, a checkout id) and the client's address. */
export type TLimitKey = { account: string; address: string };

/** A counted attempt. */
export type TAttempt = {
  /** The guess was right: the attempt is given back and the account's delay cleared. Never throws. */
  succeeded(): Promise<void>;
};

/** The wait the n-th counted attempt imposes on the next one. */
export function paceDelay(rule: TPaceRule, attempts: number): number {
  return attempts < rule.free ? 0 : Math.min(rule.baseMs * 2 ** (attempts - rule.free), rule.maxMs);
}

const tooManyAttempts = () => new AppError('RATE_LIMITED', AUTH_ERROR_MESSAGES.tooManyAttempts, { reason: 'tooManyAttempts' });

export function createRateLimiter(store: TCounterStore, clock: TClock, rules: Record<TLimitedAction, TLimitRules> = RATE_LIMITS) {
  const bucketOf = (action: TLimitedAction, dimension: 'account' | 'address', subject: string, windowMs: number, now: number) => {
    const windowStart = Math.floor(now / windowMs) * windowMs;
    return { bucket: keys.rateLimitBucket(action, dimension, subject, windowStart), expiresAt: windowStart + windowMs };
  };
  return {
    /**
     * Counts one attempt BEFORE it is made, atomically across app instances, so neither a burst
     * of parallel requests nor several app instances can pass the limit: refuses with
     * 'tooManyAttempts' when the address has used its window or the account must still wait.
     * Call `succeeded()` on a right guess; requests that send messages or open checkouts never do.
     */
    async consume(action: TLimitedAction, who: TLimitKey): Promise<TAttempt> {
      const rule = rules[action];
      const now = clock.now();
      const address = bucketOf(action, 'address', addressSubject(who.address), rule.address.windowMs, now);
      if (!(await store.hit(address.bucket, rule.address.limit, address.expiresAt))) throw tooManyAttempts();
      const account = bucketOf(action, 'account', accountSubject(who.account), rule.account.windowMs, now);
      if ((await store.pace(account.bucket, now, (attempts) => paceDelay(rule.account, attempts), account.expiresAt)) > 0) {
        // Not attempted, so not counted against the address: the owner waiting out a delay keeps it.
        await store.giveBack(address.bucket);
        throw tooManyAttempts();
      }
      return {
        succeeded: () =>
          Promise.all([store.giveBack(address.bucket), store.clear(account.bucket)]).then(
            () => undefined,
            // The attempt then stays counted: safe, and no reason to fail a right answer.
            (error: unknown) => console.error('Rate-limit give-back failed', error),
          ),
      };
    },
  };
}
export type TRateLimiter = ReturnType<typeof createRateLimiter>;
