import { z } from 'zod';
import { isSubscriptionValid } from '~/domain/subscription';
import { issueActionToken } from '../../payments/handlers';
import { createTRPCRouter, protectedProcedure } from '../trpc';

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
  /** The bearer for POST /api/stripe/update-subscription: five minutes, this session's user only. */
  actionToken: protectedProcedure.output(z.object({ token: z.string() })).mutation(async ({ ctx }) => ({ token: await issueActionToken(ctx, ctx.session.email) })),
});
