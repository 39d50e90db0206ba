import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { TClock } from '~/domain/clock';
import { AppError } from '~/domain/errors';
import { isSubscriptionValid } from '~/domain/subscription';
import type { TIdentityAdmin } from '../clients/identity-admin';
import type { TFirstPasswordsRepo } from '../db/first-passwords-repo';
import type { TUsersRepo } from '../db/users-repo';
import { requireStrong } from '../auth/flows/errors';
import type { TRateLimiter } from '../rate-limit/limiter';
import type { TSyncResult } from './sync';
import { log } from '~/server/log.mjs';

/** The browser's cookie holding the token (httpOnly, SameSite=Lax, Secure over https, on the API route and the page only). */
export const FIRST_PASSWORD_COOKIE = 'rumbo-first-password';
/** How long a paid onboarding's browser may set the first password before the emailed temporary one is the only way in. */
export const FIRST_PASSWORD_TTL_MS = 30 * 60_000;
/** The page where the person chooses it. */
export const FIRST_PASSWORD_PAGE = '/onboarding/password';
/** The route the page posts to. */
export const FIRST_PASSWORD_ROUTE = '/api/onboarding/password';
/** An invited account that has not chosen its password yet (the pool's status). */
const AWAITING_PASSWORD = 'FORCE_CHANGE_PASSWORD';
/** 32 random bytes as base64url. */
const ZToken = z.string().regex(/^[\w-]{43}$/);

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export type TFirstPasswordDeps = {
  firstPasswords: TFirstPasswordsRepo;
  admin: Pick<TIdentityAdmin, 'lookup' | 'setPassword'> | null;
  users: Pick<TUsersRepo, 'get'>;
  clock: TClock;
};

/** The cookie's attributes: the token goes only to the page that uses it and the route it posts to. */
export function firstPasswordCookie(token: string, secure: boolean) {
  return { name: FIRST_PASSWORD_COOKIE, value: token, httpOnly: true, sameSite: 'lax' as const, secure, path: '/', maxAge: FIRST_PASSWORD_TTL_MS / 1000 };
}

/**
 * After a paid onboarding checkout returns to the browser that paid, and the sync has confirmed
 * the subscription for the email: a single-use token (its hash stored for 30 minutes) letting that
 * browser choose the account's first password. None when there is no pool or the account already
 * has a password of its own (an owner's account is never given a way around it).
 */
export async function grantFirstPassword(deps: TFirstPasswordDeps, paid: { email: string; subscriptionId: string }): Promise<string | null> {
  if (!deps.admin) return null;
  const user = await deps.admin.lookup(paid.email);
  if (user?.status !== AWAITING_PASSWORD) return null;
  const now = deps.clock.now();
  const token = randomBytes(32).toString('base64url');
  await deps.firstPasswords.put(hashOf(token), { email: paid.email, subscriptionId: paid.subscriptionId, expiresAt: now + FIRST_PASSWORD_TTL_MS }, now);
  return token;
}

/**
 * The first-password token for the browser that just paid in onboarding: only for a subscription
 * the sync confirmed valid for its email, and only while that account awaits its first password.
 * A failure only means the emailed temporary password is the way in.
 */
export async function firstPasswordAfterPayment(deps: { firstPassword?: TFirstPasswordDeps; clock: TClock }, synced: TSyncResult): Promise<string | undefined> {
  const { email, subscription } = synced;
  if (!deps.firstPassword || !email || !subscription?.subscriptionId || !isSubscriptionValid(subscription, deps.clock.now())) return undefined;
  try {
    return (await grantFirstPassword(deps.firstPassword, { email, subscriptionId: subscription.subscriptionId })) ?? undefined;
  } catch (error) {
    log.error({ err: error }, 'First-password token not granted');
    return undefined;
  }
}

/**
 * The email whose first password the token may set, or null: unknown, expired or used, a payment
 * that is no longer the account's valid subscription, or an account whose password was set
 * another way (the emailed temporary password, a reset).
 */
export async function firstPasswordAccount(deps: TFirstPasswordDeps, token: string | undefined): Promise<{ email: string } | null> {
  const parsed = ZToken.safeParse(token);
  if (!parsed.success || !deps.admin) return null;
  const now = deps.clock.now();
  const grant = await deps.firstPasswords.get(hashOf(parsed.data), now);
  if (!grant || grant.isSpent) return null;
  const subscription = (await deps.users.get(grant.email))?.subscription;
  if (subscription?.subscriptionId !== grant.subscriptionId || !isSubscriptionValid(subscription, now)) return null;
  if ((await deps.admin.lookup(grant.email))?.status !== AWAITING_PASSWORD) return null;
  return { email: grant.email };
}

/** Every refusal of the route: a code (and a sign-in reason) the page translates. */
export type TFirstPasswordRefusal = { status: number; body: { code: string; message: string; reason?: string } };
/** What setting the password answers: the sign-in's ticket, or the refusal. */
export type TFirstPasswordAnswer = { ticket: string | null; email: string } | TFirstPasswordRefusal;

export const FIRST_PASSWORD_GONE = 'FIRST_PASSWORD_GONE';
const gone = (): TFirstPasswordRefusal => ({
  status: 410,
  body: { code: FIRST_PASSWORD_GONE, message: 'This page can no longer set a password. Sign in with the temporary password we emailed you.' },
});

const ZBody = z.object({ password: z.string().max(256) });

/**
 * POST /api/onboarding/password: the token from the browser's cookie and the new password. Counted
 * per address and per token before anything else; the password must meet the rule before the
 * token is spent (a weak one does not use it up); then the token is spent once, the pool sets the
 * password for good (AdminSetUserPassword, Permanent) and the person is signed in as /auth signs
 * them in: `signIn` answers the sealed one-minute ticket the session cookie is made from.
 */
export async function setFirstPassword(
  deps: TFirstPasswordDeps & { limiter: Pick<TRateLimiter, 'consume'>; signIn: (email: string, password: string) => Promise<{ ticket?: string }> },
  request: { token: string | undefined; body: unknown; address: string },
): Promise<TFirstPasswordAnswer> {
  const body = ZBody.safeParse(request.body);
  if (!body.success) return { status: 400, body: { code: 'BAD_INPUT', message: 'Send the new password as {"password": "…"}' } };
  const token = ZToken.safeParse(request.token);
  try {
    await deps.limiter.consume('firstPassword', { account: token.success ? hashOf(token.data) : 'none', address: request.address });
    await requireStrong(body.data.password);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { status: error.code === 'RATE_LIMITED' ? 429 : 400, body: { code: error.code, message: error.message, reason: error.reason } };
  }
  if (!token.success) return gone();
  const account = await firstPasswordAccount(deps, token.data);
  if (!account || !deps.admin || !(await deps.firstPasswords.spend(hashOf(token.data), deps.clock.now()))) return gone();
  await deps.admin.setPassword(account.email, body.data.password);
  log.info({ event: 'first-password-set' }, 'A new subscriber chose their password after paying');
  try {
    const step = await deps.signIn(account.email, body.data.password);
    return { ticket: step.ticket ?? null, email: account.email };
  } catch (error) {
    // The password is set: the person signs in with it on /auth.
    log.error({ err: error }, 'Sign-in after choosing the first password failed');
    return { ticket: null, email: account.email };
  }
}
