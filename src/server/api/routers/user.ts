import { z } from 'zod';
import { displayName } from '~/domain/profile';
import { checkAccess } from '../../auth/access';
import { createTRPCRouter, protectedProcedure, publicProcedure, subscribedProcedure } from '../trpc';

const ZAccess = z.object({ state: z.enum(['signed-out', 'expired', 'ok']) });
const ZProfile = z.object({ email: z.string(), name: z.string() });

export const userRouter = createTRPCRouter({
  /** SPEC §4 access guard, as one answer: no session, subscription not valid, or allowed. */
  access: publicProcedure.output(ZAccess).query(async ({ ctx }) => ({ state: await checkAccess(ctx.session, ctx) })),
  /** The stored profile; the name falls back to the login email (SPEC §3). */
  me: subscribedProcedure.output(ZProfile).query(({ ctx }) => ({
    email: ctx.user.user_email,
    name: displayName(ctx.user),
  })),
  /** SPEC §4 activity ping after each completed route change; the record must already exist. */
  lastActive: protectedProcedure.output(z.object({ ok: z.boolean() })).mutation(async ({ ctx }) => {
    await ctx.users.touchLastActive(ctx.session.email, ctx.clock.now());
    return { ok: true };
  }),
});
