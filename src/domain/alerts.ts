import './zod-setup';
import { z } from 'zod';
import { readTimeZone, wallClock } from './time-zone';

export { ALERT_DEFAULT_MIN_SCORE, ALERT_FREQUENCIES, ALERT_MAX_JOBS, ALERT_SCORE_RANGE, ALERT_SEND_HOUR, type TAlertFrequency } from './alert-settings';
import { ALERT_FREQUENCIES, ALERT_SCORE_RANGE, ALERT_SEND_HOUR, type TAlertFrequency } from './alert-settings';

/** A valid IANA time zone name, as the browser reports it (`Intl.DateTimeFormat().resolvedOptions().timeZone`). */
export const ZTimeZoneName = z
  .string()
  .max(64, 'Invalid time zone')
  .refine((value) => value === 'UTC' || readTimeZone(value) !== 'UTC' || value === 'Etc/UTC', 'Invalid time zone');

/** What a person chooses on /settings. */
export const ZAlertChoice = z.object({
  frequency: z.enum(ALERT_FREQUENCIES),
  min_score: z.number().int().min(ALERT_SCORE_RANGE.min).max(ALERT_SCORE_RANGE.max),
  time_zone: ZTimeZoneName,
  /** An email the day before each interview and follow-up date (off unless chosen). */
  reminders: z.boolean().optional(),
});
export type TAlertChoice = z.infer<typeof ZAlertChoice>;

/** The calendar date `days` before `date` (YYYY-MM-DD). */
function dateBefore(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The period `at` falls in for a person's alerts, in their time zone, and whether its alert is
 * due yet: a daily period is the local date, due from ALERT_SEND_HOUR; a weekly period is the
 * week starting on the local Monday, due from that Monday's ALERT_SEND_HOUR (a run missed on
 * Monday still sends later that week). Null when alerts are off.
 */
export function alertPeriod(frequency: TAlertFrequency, timeZone: string, at: number): { key: string; isDue: boolean } | null {
  if (frequency === 'off') return null;
  const local = wallClock(at, readTimeZone(timeZone));
  if (frequency === 'daily') return { key: `daily#${local.date}`, isDue: local.hour >= ALERT_SEND_HOUR };
  const monday = dateBefore(local.date, local.weekday);
  return { key: `weekly#${monday}`, isDue: local.weekday > 0 || local.hour >= ALERT_SEND_HOUR };
}

/**
 * The day-before reminders at `at` in the person's time zone: the period is the local date (one
 * reminder a day at most), `tomorrow` the next calendar day as planned dates keep it (its UTC
 * midnight), due from ALERT_SEND_HOUR like the alerts.
 */
export function reminderDay(timeZone: string, at: number): { key: string; tomorrow: number; isDue: boolean } {
  const local = wallClock(at, readTimeZone(timeZone));
  return { key: `reminders#${local.date}`, tomorrow: Date.parse(`${local.date}T00:00:00Z`) + 86_400_000, isDue: local.hour >= ALERT_SEND_HOUR };
}

/** What a signed alert link may do: save one job to one person's tracker, or switch their alerts off. */
export const ALERT_LINK_PURPOSES = ['save', 'unsubscribe'] as const;
export type TAlertLinkPurpose = (typeof ALERT_LINK_PURPOSES)[number];
