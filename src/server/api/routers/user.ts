import { z } from 'zod';
import { AppError } from '~/domain/errors';
import { displayName, NAME_ERRORS, nameError, normalizeName } from '~/domain/profile';
import { ZJobPreferences, ZJobPreferencesInput } from '~/domain/jobs/schema';
import { isSubscriptionValid } from '~/domain/subscription';
import { readPreferences, savePreferences } from '../../services/preferences';
import { deleteAccount, exportAccount } from '../../services/account-data';
import { welcomeState } from '../../services/welcome';
import { ZAccountExport } from '~/domain/account-export';
import { createTRPCRouter, dataProcedure, protectedProcedure, publicProcedure, subscribedProcedure } from '../trpc';
import { log } from '~/server/log.mjs';

const ZAccess = z.object({ state: z.enum(['signed-out', 'expired', 'ok']) });
const ZProfile = z.object({ email: z.string(), name: z.string() });

export const userRouter = createTRPCRouter({
  /** docs/product-rules.md §4 access guard, as one answer: no session, subscription not valid, or allowed. */
  access: publicProcedure.output(ZAccess).query(async ({ ctx }) => {
    if (!ctx.session) return { state: 'signed-out' as const };
    return { state: isSubscriptionValid((await ctx.loadUser())?.subscription, ctx.clock.now()) ? ('ok' as const) : ('expired' as const) };
  }),
  /** The stored profile; the name falls back to the login email (docs/product-rules.md §3). */
  me: subscribedProcedure.output(ZProfile).query(({ ctx }) => ({
    email: ctx.user.user_email,
    name: displayName(ctx.user),
  })),
  /** docs/product-rules.md §5 name rules on the server; saved collapsed, trimmed and cut to 15 (docs/product-rules.md §7 update of name + updated_at). */
  updateName: subscribedProcedure
    .input(z.object({ name: z.string().max(200) }))
    .output(ZProfile.extend({ updated_at: z.number() }))
    .mutation(async ({ ctx, input }) => {
      const problem = nameError(input.name);
      if (problem) throw new AppError('BAD_INPUT', NAME_ERRORS[problem], { reason: problem });
      const record = await ctx.users.updateName(ctx.user.user_email, normalizeName(input.name), ctx.clock.now());
      return { email: record.user_email, name: displayName(record), updated_at: record.updated_at };
    }),
  /** docs/product-rules.md §7 job search preferences (empty lists when they cannot be read). */
  preferences: dataProcedure.output(ZJobPreferences).query(({ ctx }) => readPreferences(ctx.jobs, ctx.caller)),
  /** Saves the job search preferences; answers what was saved. */
  savePreferences: dataProcedure
    .input(ZJobPreferencesInput)
    .output(ZJobPreferences)
    .mutation(({ ctx, input }) => savePreferences(ctx, ctx.caller, input)),
  /** Everything Rumbo holds about the caller, to download from /settings (also once the subscription has ended: the data stays theirs). */
  exportData: protectedProcedure.output(ZAccountExport).query(async ({ ctx }) => {
    const user = await ctx.loadUser();
    if (!user) throw new AppError('USER_NOT_FOUND', 'User data not found in DynamoDB');
    return exportAccount(ctx, { user, token: ctx.session.accessToken, locale: ctx.locale });
  }),
  /** Deletes the caller's account after they typed their email to confirm (account-data.ts says in which order). */
  deleteAccount: protectedProcedure
    .input(z.object({ confirm_email: z.string().max(320) }))
    .output(z.object({ deleted: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      if (input.confirm_email.trim().toLowerCase() !== ctx.session.email.trim().toLowerCase()) {
        throw new AppError('BAD_INPUT', 'The email typed to confirm is not the account email', { reason: 'confirmMismatch' });
      }
      const user = await ctx.loadUser(true);
      if (!user) throw new AppError('USER_NOT_FOUND', 'User data not found in DynamoDB');
      await deleteAccount(ctx, { user, token: ctx.session.accessToken, locale: ctx.locale });
      return { deleted: true as const };
    }),
  /** The dashboard's welcome: closed with "Got it" on any browser of the person's, and which of its steps are done. */
  welcome: dataProcedure
    .output(z.object({ isDismissed: z.boolean(), done: z.object({ preferences: z.boolean(), resume: z.boolean(), track: z.boolean() }) }))
    .query(({ ctx }) => welcomeState(ctx, ctx.caller)),
  /** "Got it" on the welcome, kept with the account so no other browser shows it again. */
  dismissWelcome: subscribedProcedure.output(z.object({ ok: z.literal(true) })).mutation(async ({ ctx }) => {
    await ctx.users.dismissWelcome(ctx.user.user_email, ctx.clock.now());
    return { ok: true as const };
  }),
  /** docs/product-rules.md §4 activity ping through PUT /user/last-active; a failure is only logged (docs/product-rules.md §8). */
  lastActive: protectedProcedure.output(z.object({ ok: z.boolean() })).mutation(async ({ ctx }) => {
    try {
      // No user read: the ping is a conditional write on the record (or the bearer for an external API).
      await ctx.jobs.touchLastActive({ email: ctx.session.email, token: ctx.session.accessToken });
      return { ok: true };
    } catch (error) {
      // A signed-up person without a record yet (no subscription ever) has no activity to keep.
      // Rumbo's own source says NOT_FOUND, an external API's answer maps to USER_NOT_FOUND.
      if (!(error instanceof AppError && (error.code === 'USER_NOT_FOUND' || error.code === 'NOT_FOUND'))) log.warn({ err: error }, 'Activity update failed');
      return { ok: false };
    }
  }),
});
