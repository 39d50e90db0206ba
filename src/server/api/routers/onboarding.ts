import { z } from 'zod';
import { ZOnboardingSignup } from '~/domain/onboarding-schema';
import { startSignupCheckout, signupOptions } from '../../services/onboarding';
import { createTRPCRouter, publicProcedure } from '../trpc';

/** A visitor becoming a subscriber (docs/product-rules.md §2: /onboarding needs no sign-in). */
export const onboardingRouter = createTRPCRouter({
  /** Locations and fields to choose from; a person may also type their own. */
  options: publicProcedure.output(z.object({ locations: z.array(z.string()), industries: z.array(z.string()) })).query(({ ctx }) => signupOptions(ctx)),
  /**
   * Keeps the answers until the payment is confirmed, then answers the checkout address of a NEW
   * subscription. An email whose account already has a valid subscription gets ACCOUNT_ACTIVE.
   */
  start: publicProcedure
    .input(ZOnboardingSignup)
    .output(z.object({ url: z.string() }))
    .mutation(({ ctx, input }) => startSignupCheckout(ctx, input)),
});
