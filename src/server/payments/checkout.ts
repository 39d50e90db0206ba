import { AppError } from '~/domain/errors';
import { ONBOARDING_ERRORS } from '~/domain/onboarding';
import { isSubscriptionValid } from '~/domain/subscription';
import type { TDeps } from '../deps';
import { returnRoutePath, type TReturnPath } from './returns';

type TCheckoutDeps = Pick<TDeps, 'payments' | 'users' | 'clock' | 'appUrl'>;

/**
 * Every checkout starts here. A first subscription (`renewal: false`) is refused for an email
 * whose account already has a valid one (ACCOUNT_ACTIVE: sign in instead; it is never replaced).
 * The person's stored subscription is handed to the provider, which reuses it and its customer.
 * Success paths are a closed set: the return route redirects to those and nowhere else.
 */
export async function openCheckout(deps: TCheckoutDeps, input: { email: string; renewal: boolean; successPath: TReturnPath; cancelPath: string }): Promise<{ url: string }> {
  const stored = (await deps.users.get(input.email))?.subscription;
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
    });
  } catch (error) {
    console.error('Checkout could not be created', error);
    throw new AppError('CHECKOUT_FAILED', ONBOARDING_ERRORS.checkoutFailed, { cause: error });
  }
}
