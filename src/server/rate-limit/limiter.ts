import { AppError } from '~/domain/errors';
import type { TClock } from '~/domain/clock';
import { AUTH_ERROR_MESSAGES } from '~/domain/sign-in';
import { DAY_MS } from '~/domain/time';
import { UPLOAD_QUOTA } from '~/domain/resume-matching';
import { keys } from '../db/keys';
import type { TCounterStore } from './stores';
import { accountSubject, addressSubject } from './subjects';
import { log } from '~/server/log.mjs';

export { createDynamoStore, createMemoryStore, type TCounterStore } from './stores';

/** Per address: a hard fixed window of `limit` attempts. */
export type TWindowRule = { limit: number; windowMs: number };
/**
 * Per account and address together: a progressive delay, never a lockout. The first `free`
 * attempts of a window from one address go through at once; after the n-th each further one from
 * that address waits min(baseMs·2^(n−free), maxMs). Guesses from one address slow only that
 * address: the owner, elsewhere, is not held back by them. `ceiling` bounds the attempts on the
 * account from all addresses together in the window, far above what one address can make.
 */
export type TPaceRule = { free: number; baseMs: number; maxMs: number; windowMs: number; ceiling: number };
export type TLimitRules = { address: TWindowRule; account: TPaceRule };

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/**
 * Password and code guesses: 8 wrong a day from one address, then 30 s doubling up to 5 minutes
 * (at most about 300 a day from one address); 1,000 a day on one account from everywhere.
 */
const GUESS_PACE: TPaceRule = { free: 8, baseMs: 30_000, maxMs: 5 * MINUTE_MS, windowMs: DAY_MS, ceiling: 1_000 };
/**
 * Requests that send an email or a text message, or open a checkout: 3 a day from one address,
 * then 1 minute doubling up to 10 (at most about 150 a day); 200 a day on one account.
 */
const SEND_PACE: TPaceRule = { free: 3, baseMs: MINUTE_MS, maxMs: 10 * MINUTE_MS, windowMs: DAY_MS, ceiling: 200 };

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
  /** A signed-in person opening a checkout for their own email (a renewal, a first subscription). */
  checkout: { address: { limit: 30, windowMs: HOUR_MS }, account: { ...SEND_PACE, free: 10 } },
  /** Anyone opening a checkout for the email they typed (onboarding, the same-origin route): kept apart, so no stranger spends a subscriber's renewals. */
  checkoutAnonymous: { address: { limit: 30, windowMs: HOUR_MS }, account: { ...SEND_PACE, free: 10 } },
  /** The onboarding email step asking whether the typed email names an account (security.md: sign-up and onboarding may say so, paced per address and per email). */
  emailCheck: { address: { limit: 30, windowMs: HOUR_MS }, account: { ...SEND_PACE, free: 10 } },
  /**
   * The onboarding review's count of current jobs for the chosen preferences: no one's account is
   * named, so it is paced per address (one shared key; its ceiling is never what stops a person).
   */
  jobCount: { address: { limit: 60, windowMs: HOUR_MS }, account: { free: 60, baseMs: MINUTE_MS, maxMs: 10 * MINUTE_MS, windowMs: DAY_MS, ceiling: 10_000_000 } },
  /** Coming back from a provider's checkout, per checkout session. */
  checkoutReturn: { address: { limit: 30, windowMs: HOUR_MS }, account: { ...SEND_PACE, free: 10 } },
  /** Paying or cancelling a local test checkout, per checkout id. */
  testCheckout: { address: { limit: 30, windowMs: HOUR_MS }, account: SEND_PACE },
  /** Choosing the first password after a paid onboarding, per token (a wrong one counts under 'none'). */
  firstPassword: { address: { limit: 20, windowMs: 15 * MINUTE_MS }, account: GUESS_PACE },
  /** Opening or using a signed link from a match alert (Save, unsubscribe), per person named by the link: a morning's saves pass, a flood does not. */
  alertLink: { address: { limit: 120, windowMs: HOUR_MS }, account: { free: 60, baseMs: MINUTE_MS, maxMs: 10 * MINUTE_MS, windowMs: DAY_MS, ceiling: 500 } },
  /** A call of the browser extension (save a page, read the tracker), per token (a malformed one counts under one name): a day of job hunting passes, a flood or a guesser does not. */
  extension: { address: { limit: 300, windowMs: HOUR_MS }, account: { free: 200, baseMs: MINUTE_MS, maxMs: 10 * MINUTE_MS, windowMs: DAY_MS, ceiling: 1_000 } },
} satisfies Record<string, TLimitRules>;
export type TLimitedAction = keyof typeof RATE_LIMITS;

/**
 * Per account: uses that cost Rumbo real work whatever their outcome, counted in fixed windows
 * (each must have room). Not guesses: nothing is given back on success.
 */
export const QUOTAS = {
  /** Resume files read (parsed) for matching, per person. */
  upload: [
    { limit: UPLOAD_QUOTA.perHour, windowMs: HOUR_MS },
    { limit: UPLOAD_QUOTA.perDay, windowMs: DAY_MS },
  ],
  /** A signed-in person's reads of the identity service (`auth.currentUser`, `auth.mfaStatus`), which spend the pool's request quota. */
  identityRead: [{ limit: 300, windowMs: HOUR_MS }],
  /** Starting an authenticator-app setup: a new secret at the identity service each time. */
  totpSetup: [{ limit: 10, windowMs: HOUR_MS }],
  /** Switching auto-renew: each switch calls the payment provider. */
  subscriptionUpdate: [{ limit: 30, windowMs: HOUR_MS }],
  /** Creating a private calendar feed: each one mails its owner. */
  calendarFeed: [{ limit: 10, windowMs: HOUR_MS }],
} satisfies Record<string, TWindowRule[]>;
export type TQuota = keyof typeof QUOTAS;

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

export function createRateLimiter(
  store: TCounterStore,
  clock: TClock,
  rules: Record<TLimitedAction, TLimitRules> = RATE_LIMITS,
  quotas: Record<TQuota, readonly TWindowRule[]> = QUOTAS,
) {
  const bucketOf = (action: string, dimension: 'account' | 'address', subject: string, windowMs: number, now: number) => {
    const windowStart = Math.floor(now / windowMs) * windowMs;
    return { bucket: keys.rateLimitBucket(action, dimension, subject, windowStart), expiresAt: windowStart + windowMs };
  };
  /**
   * Counts one use of `quota` by `account` in each of its windows, atomically across instances;
   * false (nothing counted) when a window is full.
   */
  async function spend(quota: TQuota, account: string): Promise<boolean> {
    const now = clock.now();
    const counted: string[] = [];
    for (const window of quotas[quota]) {
      // Each window has its own name: an hour and a day can start at the same instant.
      const { bucket, expiresAt } = bucketOf(`${quota}/${window.windowMs}`, 'account', accountSubject(account), window.windowMs, now);
      if (!(await store.hit(bucket, window.limit, expiresAt))) {
        await Promise.all(counted.map((done) => store.giveBack(done)));
        return false;
      }
      counted.push(bucket);
    }
    return true;
  }
  return {
    /**
     * Counts one attempt BEFORE it is made, atomically across app instances, so neither a burst
     * of parallel requests nor several app instances can pass the limit: refuses with
     * 'tooManyAttempts' when the address has used its window, when this address must still wait
     * before trying this account again, or when the account has reached its ceiling. A refused
     * attempt stays counted against its address. Call `succeeded()` on a right guess; requests
     * that send messages or open checkouts never do.
     */
    async consume(action: TLimitedAction, who: TLimitKey): Promise<TAttempt> {
      const rule = rules[action];
      const now = clock.now();
      const address = bucketOf(action, 'address', addressSubject(who.address), rule.address.windowMs, now);
      // A security event: which action and which limit, never whose (docs/operations.md, "Logs").
      const tripped = (limit: 'address' | 'account-pace' | 'account-ceiling') => {
        log.warn({ event: 'pace-trip', action, limit }, 'Rate limit reached');
        return tooManyAttempts();
      };
      if (!(await store.hit(address.bucket, rule.address.limit, address.expiresAt))) throw tripped('address');
      const account = accountSubject(who.account);
      const pair = bucketOf(action, 'account', `${account}.${addressSubject(who.address)}`, rule.account.windowMs, now);
      if ((await store.pace(pair.bucket, now, (attempts) => paceDelay(rule.account, attempts), pair.expiresAt)) > 0) throw tripped('account-pace');
      const ceiling = bucketOf(action, 'account', account, rule.account.windowMs, now);
      if (!(await store.hit(ceiling.bucket, rule.account.ceiling, ceiling.expiresAt))) throw tripped('account-ceiling');
      return {
        succeeded: () =>
          Promise.all([store.giveBack(address.bucket), store.clear(pair.bucket), store.giveBack(ceiling.bucket)]).then(
            () => undefined,
            // The attempt then stays counted: safe, and no reason to fail a right answer.
            (error: unknown) => log.error({ err: error }, 'Rate-limit give-back failed'),
          ),
      };
    },
    spend,
    /** `spend`, refusing with 'tooManyAttempts' when the quota is used up. */
    async charge(quota: TQuota, account: string): Promise<void> {
      if (!(await spend(quota, account))) throw tooManyAttempts();
    },
  };
}
export type TRateLimiter = ReturnType<typeof createRateLimiter>;
