import type { TLocale } from '~/domain/locale';
import { AppError } from '~/domain/errors';
import { ONBOARDING_ERRORS } from '~/domain/onboarding';
import { isSubscriptionValid } from '~/domain/subscription';
import type { TClock } from '~/domain/clock';
import type { TUsersRepo } from '../db/users-repo';
import type { TAccounts } from './accounts';
import { RENEWS_ITSELF_PATH, returnRoutePath, type TReturnPath } from './returns';
import { syncSubscription } from './sync';
import type { TPayments } from './types';
import { log } from '~/server/log.mjs';

/** What opening a checkout reads and calls. */
export type TCheckoutDeps = { payments: TPayments; users: Pick<TUsersRepo, 'get'>; clock: TClock; appUrl: string; accounts: Pick<TAccounts, 'hasAccount'> };

/**
 * Every checkout starts here. Without a session (`isSignedIn: false`: onboarding, the anonymous
 * route) an email that names an account, whatever its subscription, is answered ACCOUNT_EXISTS
 * (sign in to continue), and nothing of anyone's account reaches the provider: only a signed-in
 * person acting on their own email reaches their customer and subscription. Signed in, a first
 * subscription (`renewal: false`) is refused while one is valid (ACCOUNT_ACTIVE: it is never
 * replaced), and the stored subscription is handed to the provider, which reuses it and its
 * customer. Success paths are a closed set: the return route redirects to those and nowhere else.
 */
export async function openCheckout(
  deps: TCheckoutDeps,
  input: { email: string; renewal: boolean; isSignedIn: boolean; successPath: TReturnPath; cancelPath: string; signupId?: string; locale?: TLocale },
): Promise<{ url: string }> {
  if (!input.isSignedIn && (await deps.accounts.hasAccount(input.email))) throw new AppError('ACCOUNT_EXISTS', ONBOARDING_ERRORS.accountExists);
  const stored = input.isSignedIn ? (await deps.users.get(input.email))?.subscription : undefined;
  if (!input.renewal && isSubscriptionValid(stored, deps.clock.now())) throw new AppError('ACCOUNT_ACTIVE', ONBOARDING_ERRORS.accountActive);
  const url = (path: string) => new URL(path, deps.appUrl).toString();
  try {
    return await deps.payments.createCheckout({
      email: input.email,
      renewal: input.renewal,
      successUrl: url(input.successPath),
      returnUrl: url(returnRoutePath(input.successPath)),
      cancelUrl: url(input.cancelPath),
      existingSubscriptionId: stored?.subscriptionId ?? null,
      signupId: input.signupId,
      locale: input.locale,
    });
  } catch (error) {
    log.error({ err: error }, 'Checkout could not be created');
    throw new AppError('CHECKOUT_FAILED', ONBOARDING_ERRORS.checkoutFailed, { cause: error });
  }
}

/**
 * Renew Now on a subscription that runs and is paid (docs/product-rules.md §4): the provider
 * renews it by itself at the end of the period, so nothing is sold or charged now. Automatic
 * renewal is switched back on when it was off, the stored record follows at once, and the person
 * is sent where the dashboard says on which date it renews. Null when there is something to pay
 * (no subscription, an ended one, an unpaid one): then a checkout is opened as before.
 */
export async function continueRunningSubscription(
  deps: { payments: TCheckoutDeps['payments']; users: TUsersRepo; clock: TClock; appUrl: string; accounts?: TAccounts | null },
  email: string,
): Promise<{ url: string } | null> {
  const id = (await deps.users.get(email))?.subscription?.subscriptionId;
  if (!id) return null;
  const current = await deps.payments.getSubscription(id);
  const isRunning = !!current && current.forThisProduct && isSubscriptionValid(current, deps.clock.now());
  if (!current || !isRunning) return null;
  if (current.cancelAtPeriodEnd) await deps.payments.setCancelAtPeriodEnd(id, false);
  await syncSubscription(deps, id, email);
  return { url: new URL(RENEWS_ITSELF_PATH, deps.appUrl).toString() };
}
