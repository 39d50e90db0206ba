import { z } from 'zod';
import { isSubscriptionValid } from '~/domain/subscription';
import { issueActionToken } from '../../payments/handlers';
import { startFirstSubscription } from '../../services/onboarding';
import { createTRPCRouter, protectedProcedure, publicProcedure } from '../trpc';
import { planOrNull } from '~/server/payments/plan';

const ZStatus = z.object({
  email: z.string(),
  isValid: z.boolean(),
  status: z.string().nullable(),
  paymentStatus: z.string().nullable(),
  periodEnd: z.number().nullable(),
  cancelAtEnd: z.boolean(),
  subscriptionId: z.string().nullable(),
});

export const subscriptionRouter = createTRPCRouter({
  /** Signed-in but not necessarily subscribed: an expired user must still see why. */
  status: protectedProcedure.output(ZStatus).query(async ({ ctx }) => {
    const subscription = (await ctx.loadUser())?.subscription;
    return {
      email: ctx.session.email,
      isValid: isSubscriptionValid(subscription, ctx.clock.now()),
      status: subscription?.status ?? null,
      paymentStatus: subscription?.paymentStatus ?? null,
      periodEnd: subscription?.periodEnd ?? null,
      cancelAtEnd: subscription?.cancelAtEnd ?? false,
      subscriptionId: subscription?.subscriptionId ?? null,
    };
  }),
  /** The price of one period, shown before paying (onboarding, the refusal screen); null when the provider cannot say now. */
  plan: publicProcedure
    .output(z.object({ amount: z.number(), currency: z.string(), interval: z.enum(['day', 'week', 'month', 'year']), taxIncluded: z.boolean() }).nullable())
    .query(({ ctx }) => planOrNull(ctx.payments)),
  /**
   * A signed-up person without any subscription yet: the checkout address of a new subscription
   * for the session's email (no onboarding repeat, no renewal). ACCOUNT_ACTIVE when one is valid.
   */
  start: protectedProcedure.output(z.object({ url: z.string() })).mutation(({ ctx }) => startFirstSubscription(ctx, ctx.session.email, ctx.locale)),
  /** The bearer for POST /api/stripe/update-subscription: five minutes, this session's user only. */
  actionToken: protectedProcedure.output(z.object({ token: z.string() })).mutation(async ({ ctx }) => ({ token: await issueActionToken(ctx, ctx.session.email) })),
});
