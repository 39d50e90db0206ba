import { z } from 'zod';
import { isSubscriptionValid } from '~/domain/subscription';
import { createTRPCRouter, protectedProcedure } from '../trpc';

const ZStatus = z.object({
  isValid: z.boolean(),
  status: z.string().nullable(),
  periodEnd: z.number().nullable(),
  cancelAtEnd: z.boolean(),
});

export const subscriptionRouter = createTRPCRouter({
  /** Signed-in but not necessarily subscribed: an expired user must still see why. */
  status: protectedProcedure.output(ZStatus).query(async ({ ctx }) => {
    const subscription = (await ctx.users.get(ctx.session.email))?.subscription;
    return {
      isValid: isSubscriptionValid(subscription, ctx.clock.now()),
      status: subscription?.status ?? null,
      periodEnd: subscription?.periodEnd ?? null,
      cancelAtEnd: subscription?.cancelAtEnd ?? false,
    };
  }),
});
