import type { TLocale } from '~/domain/locale';
import { randomBytes } from 'node:crypto';
import type { TOnboardingSignup } from '~/domain/onboarding-schema';
import type { TSignupsRepo } from '../db/signups-repo';
import type { TUserRecord } from '../db/users-repo';
import { openCheckout, type TCheckoutDeps } from '../payments/checkout';
import type { TRateLimiter } from '../rate-limit/limiter';
import type { TCaller, TJobsSource } from '../sources/types';
import { CHECKOUT_RETURNS } from '../payments/returns';

type TOnboardingContext = TCheckoutDeps & { signups: Pick<TSignupsRepo, 'put'>; limiter: Pick<TRateLimiter, 'consume'>; request: { address: string } };

/**
 * A visitor has no record and no token: Rumbo's own source ignores both, and an external jobs API
 * answers its docs/product-rules.md §7 empty lists (a person may then type their own choices).
 */
const visitor: TCaller = { user: { user_email: '', created_at: 0, updated_at: 0 } satisfies TUserRecord, token: undefined };

/** The locations and fields a new subscriber may choose from. */
export async function signupOptions(ctx: { jobs: Pick<TJobsSource, 'preferenceOptions'> }): Promise<{ locations: string[]; industries: string[] }> {
  const options = await ctx.jobs.preferenceOptions(visitor);
  return { locations: options.locations, industries: options.role_types };
}

/** Opens a first-subscription checkout, then keeps the onboarding answers for the account made after payment. */
export async function startSignupCheckout(ctx: TOnboardingContext, signup: TOnboardingSignup): Promise<{ url: string }> {
  // Counted per email and per address before anything is kept, so no one opens checkouts in bulk;
  // apart from a signed-in person's own checkouts, which no stranger can then use up.
  await ctx.limiter.consume('checkoutAnonymous', { account: signup.email, address: ctx.request.address });
  // openCheckout refuses an email that names an account (ACCOUNT_EXISTS) before anything is kept, so
  // no answers can fill that person's record. The answers are kept under a random id that only this
  // checkout's subscription carries: they are read once that checkout is paid, and never for a
  // subscription the email's owner buys some other way (answers a stranger typed for their email).
  const signupId = randomBytes(18).toString('base64url');
  const checkout = await openCheckout(ctx, {
    email: signup.email,
    renewal: false,
    isSignedIn: false,
    successPath: CHECKOUT_RETURNS.onboarding,
    cancelPath: '/onboarding',
    signupId,
    locale: signup.locale,
  });
  await ctx.signups.put(signup, signupId, ctx.clock.now());
  return checkout;
}

/** A signed-up person without a subscription: a first subscription for the session's email, back to the dashboard. */
export async function startFirstSubscription(ctx: TOnboardingContext, email: string, locale?: TLocale): Promise<{ url: string }> {
  await ctx.limiter.consume('checkout', { account: email, address: ctx.request.address });
  return openCheckout(ctx, { email, renewal: false, isSignedIn: true, successPath: CHECKOUT_RETURNS.started, cancelPath: '/auth', locale });
}
