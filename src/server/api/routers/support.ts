import { z } from 'zod';
import { ZSupportRequestInput } from '~/domain/support-schema';
import { sendSupportRequest } from '../../services/support';
import { createTRPCRouter, protectedProcedure } from '../trpc';

export const supportRouter = createTRPCRouter({
  /**
   * Stores a message for support and answers its reference. Any signed-in person may write,
   * including one whose subscription is not valid: they are the ones who most need an answer.
   */
  send: protectedProcedure
    .input(ZSupportRequestInput)
    .output(z.object({ reference: z.string() }))
    .mutation(({ ctx, input }) => sendSupportRequest(ctx, { email: ctx.session.email, locale: ctx.locale }, input)),
});
