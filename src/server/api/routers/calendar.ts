import { z } from 'zod';
import { DEFAULT_LOCALE } from '~/domain/locale';
import { createFeed } from '../../services/calendar';
import { createTRPCRouter, subscribedProcedure } from '../trpc';

const ZFeedState = z.object({ active: z.boolean(), created_at: z.number().nullable() });

export const calendarRouter = createTRPCRouter({
  /** Whether the caller has a private calendar feed, and since when (its address is shown only when created). */
  feed: subscribedProcedure.output(ZFeedState).query(async ({ ctx }) => {
    const current = await ctx.calendarFeeds.current(ctx.user.user_email);
    return { active: current !== null, created_at: current?.created_at ?? null };
  }),
  /** A new private feed address (an earlier one stops answering), its events in the browser's time zone and the interface language. */
  createFeed: subscribedProcedure
    .input(z.object({ timeZone: z.string().max(64, 'Invalid time zone') }))
    .output(z.object({ url: z.string(), created_at: z.number() }))
    .mutation(({ ctx, input }) => createFeed(ctx, { email: ctx.user.user_email, timeZone: input.timeZone, locale: ctx.locale ?? DEFAULT_LOCALE })),
  /** Ends the caller's feed: its address answers 404 from now on. */
  revokeFeed: subscribedProcedure.output(z.object({ revoked: z.boolean() })).mutation(async ({ ctx }) => ({ revoked: await ctx.calendarFeeds.revoke(ctx.user.user_email) })),
});
