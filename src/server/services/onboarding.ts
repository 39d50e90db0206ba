import type { TLocale } from '~/domain/locale';
import { randomBytes } from 'node:crypto';
import { AppError } from '~/domain/errors';
import { namedChoices } from '~/domain/jobs/labels';
import { JOB_LIMITS } from '~/domain/jobs/limits';
import { hasCompany, preferenceFilter, type TSearchPreferences } from '~/domain/jobs/lists';
import type { TNamedChoices } from '~/domain/jobs/schema';
import { ONBOARDING_ERRORS } from '~/domain/onboarding';
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

/**
 * The locations and fields a new subscriber may choose from: the same choices, named in both
 * languages, as `/job-preferences` and the `/jobs` filters offer (`jobs.choices`).
 */
export async function signupOptions(ctx: { jobs: Pick<TJobsSource, 'preferenceOptions'> }): Promise<TNamedChoices> {
  return namedChoices(await ctx.jobs.preferenceOptions(visitor));
}

type TVisitorContext = { limiter: Pick<TRateLimiter, 'consume'>; request: { address: string } };

/**
 * The email step: an email that names an account is answered ACCOUNT_EXISTS there, with the words
 * the checkout would use later (docs/security.md: sign-up and onboarding may say so, paced per
 * address and per email), so the person signs in instead of answering three more steps.
 */
export async function checkSignupEmail(ctx: TVisitorContext & { accounts: Pick<TCheckoutDeps['accounts'], 'hasAccount'> }, email: string): Promise<{ isFree: true }> {
  await ctx.limiter.consume('emailCheck', { account: email, address: ctx.request.address });
  if (await ctx.accounts.hasAccount(email)) throw new AppError('ACCOUNT_EXISTS', ONBOARDING_ERRORS.accountExists);
  return { isFree: true };
}

/**
 * How many current jobs (the personalised window, 28 days) the chosen preferences match, by the
 * docs/product-rules.md §5.2 rule the fallback list filters with; only the count leaves. Null when
 * the jobs source cannot say (an external jobs API asks for a token a visitor does not have).
 */
export async function countMatchingJobs(ctx: TVisitorContext & { jobs: Pick<TJobsSource, 'latestJobs'> }, preferences: TSearchPreferences): Promise<{ count: number | null }> {
  await ctx.limiter.consume('jobCount', { account: 'onboarding', address: ctx.request.address });
  const jobs = await ctx.jobs.latestJobs(visitor, { days: JOB_LIMITS.personalizedDays, maxResults: JOB_LIMITS.latestMaxCap }).catch(() => null);
  if (!jobs) return { count: null };
  const matches = preferenceFilter({ ...preferences, excluded_companies: [], excluded_titles: [] });
  return { count: jobs.filter(hasCompany).filter(matches).length };
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
