import { z } from 'zod';
import { issueExtensionToken } from '../../services/extension';
import { createTRPCRouter, subscribedProcedure } from '../trpc';

const ZExtensionState = z.object({
  /** False when an external applications API is configured (the extension needs Rumbo's own tracker). */
  available: z.boolean(),
  /** Whether the caller has a live extension token, and since when (the token is shown only when issued). */
  active: z.boolean(),
  created_at: z.number().nullable(),
});

export const extensionRouter = createTRPCRouter({
  /** "Save from other sites" on /settings: whether it is available and whether the extension is connected. */
  state: subscribedProcedure.output(ZExtensionState).query(async ({ ctx }) => {
    const current = await ctx.extension.tokens.current(ctx.user.user_email);
    return { available: ctx.extension.isOn, active: current !== null, created_at: current?.created_at ?? null };
  }),
  /** A new token for the extension, shown once (an earlier one stops working). */
  connect: subscribedProcedure.output(z.object({ token: z.string(), created_at: z.number() })).mutation(({ ctx }) => issueExtensionToken(ctx, ctx.user.user_email)),
  /** Revokes the caller's token: the extension's calls are refused from now on. */
  revoke: subscribedProcedure.output(z.object({ revoked: z.boolean() })).mutation(async ({ ctx }) => ({ revoked: await ctx.extension.tokens.revoke(ctx.user.user_email) })),
});
