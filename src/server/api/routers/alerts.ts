import { z } from 'zod';
import { ALERT_FREQUENCIES, ZAlertChoice } from '~/domain/alerts';
import { DEFAULT_LOCALE } from '~/domain/locale';
import { AppError } from '~/domain/errors';
import { createTRPCRouter, subscribedProcedure } from '../trpc';

const ZAlertState = z.object({
  /** False when an external jobs or applications API is configured: alerts need Rumbo's own sources. */
  available: z.boolean(),
  frequency: z.enum(ALERT_FREQUENCIES),
  min_score: z.number(),
  time_zone: z.string().nullable(),
  /** An email the day before each interview and follow-up date. */
  reminders: z.boolean(),
  /** Whether the caller has a stored resume, which alerts rank against. */
  hasResume: z.boolean(),
});

export const alertsRouter = createTRPCRouter({
  /** The caller's match-alert settings (off by default). */
  settings: subscribedProcedure.output(ZAlertState).query(async ({ ctx }) => {
    const current = await ctx.alerts.repo.get(ctx.user.user_email);
    return {
      available: ctx.alerts.isOn,
      frequency: current?.frequency ?? 'off',
      min_score: current?.min_score ?? 60,
      time_zone: current?.time_zone ?? null,
      reminders: current?.reminders ?? false,
      hasResume: ctx.user.has_resume !== false,
    };
  }),
  /** Saves the caller's choice (alerts and day-before reminders), in the interface language and the browser's time zone. */
  save: subscribedProcedure
    .input(ZAlertChoice)
    .output(ZAlertState)
    .mutation(async ({ ctx, input }) => {
      if (!ctx.alerts.isOn) throw new AppError('BAD_INPUT', 'Match alerts are not available');
      const saved = await ctx.alerts.repo.save(ctx.user.user_email, { ...input, locale: ctx.locale ?? DEFAULT_LOCALE }, ctx.clock.now());
      return {
        available: true,
        frequency: saved.frequency,
        min_score: saved.min_score,
        time_zone: saved.time_zone,
        reminders: saved.reminders,
        hasResume: ctx.user.has_resume !== false,
      };
    }),
});
