import { z } from 'zod';
import { ZNamedChoices } from '~/domain/jobs/schema';
import { ZOnboardingSignup } from '~/domain/onboarding-schema';
import { checkSignupEmail, countMatchingJobs, startSignupCheckout, signupOptions } from '../../services/onboarding';
import { createTRPCRouter, publicProcedure } from '../trpc';

/** A visitor becoming a subscriber (docs/product-rules.md §2: /onboarding needs no sign-in). */
export const onboardingRouter = createTRPCRouter({
  /** Locations and fields to choose from, named in both languages (the values are what is stored); a person may also keep their own, explicitly. */
  options: publicProcedure.output(ZNamedChoices).query(({ ctx }) => signupOptions(ctx)),
  /** The email step: ACCOUNT_EXISTS when the email names an account (paced per address and per email). */
  checkEmail: publicProcedure
    .input(ZOnboardingSignup.pick({ email: true }))
    .output(z.object({ isFree: z.literal(true) }))
    .mutation(({ ctx, input }) => checkSignupEmail(ctx, input.email)),
  /** Before payment: how many current jobs the chosen preferences match (a count only; paced per address). */
  matchCount: publicProcedure
    .input(z.object({ locations: ZOnboardingSignup.shape.locations_of_interest, fields: ZOnboardingSignup.shape.industries_of_interest }))
    .output(z.object({ count: z.number().int().nonnegative().nullable() }))
    .query(({ ctx, input }) => countMatchingJobs(ctx, input)),
  /**
   * Keeps the answers until the payment is confirmed, then answers the checkout address of a NEW
   * subscription. An email whose account already has a valid subscription gets ACCOUNT_ACTIVE.
   */
  start: publicProcedure
    .input(ZOnboardingSignup)
    .output(z.object({ url: z.string() }))
    .mutation(({ ctx, input }) => startSignupCheckout(ctx, input)),
});
