import { wallClock } from './time-zone';

/**
 * An interview date and time. The day stays what it always was, a calendar day stored as its UTC
 * midnight (`interview_at`), so a date without a time, and every reader of the day (reminders,
 * CSV), work as before; a time adds `interview_time_at`, the exact moment (epoch ms), entered and
 * shown in the person's time zone.
 */
const DAY_MS = 86_400_000;

/** The zone's offset from UTC at an instant, in ms (positive east of Greenwich). */
function offsetAt(ms: number, timeZone: string): number {
  const p = wallClock(ms, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(ms / 1000) * 1000;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as the day (`YYYY-MM-DD`) and time (`HH:MM`) a clock in `timeZone` shows. */
export function dayAndTimeIn(ms: number, timeZone: string): { day: string; time: string } {
  const p = wallClock(ms, timeZone);
  return { day: p.date, time: `${pad(p.hour)}:${pad(p.minute)}` };
}

/**
 * The instant a clock in `timeZone` shows `time` (`HH:MM`) on `day` (`YYYY-MM-DD`); null when
 * either is not one. A time the clocks skip (going forward) is taken as the time it becomes after
 * the change; a time they show twice (going back), as the first.
 */
export function instantIn(day: string, time: string, timeZone: string): number | null {
  const dayMatch = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const timeMatch = /^(\d{2}):(\d{2})$/.exec(time);
  if (!dayMatch || !timeMatch) return null;
  const [year, month, date, hour, minute] = [Number(dayMatch[1]), Number(dayMatch[2]), Number(dayMatch[3]), Number(timeMatch[1]), Number(timeMatch[2])];
  if (hour > 23 || minute > 59) return null;
  const asUtc = Date.UTC(year, month - 1, date, hour, minute);
  const check = new Date(asUtc);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return null;
  // The zone's offsets a day either side: the same but near a clock change, when both are tried.
  const candidates = [asUtc - offsetAt(asUtc - DAY_MS, timeZone), asUtc - offsetAt(asUtc + DAY_MS, timeZone)];
  const shown = candidates.filter((at) => dayAndTimeIn(at, timeZone).time === time);
  return shown.length ? Math.min(...shown) : Math.max(...candidates);
}

/** The calendar day (`YYYY-MM-DD`) as its UTC midnight, as planned days are stored; null when it is not one. */
export function dayStart(day: string): number | null {
  const at = /^\d{4}-\d{2}-\d{2}$/.test(day) ? Date.parse(`${day}T00:00:00Z`) : NaN;
  return Number.isFinite(at) ? at : null;
}

/** A stored day as the date field takes it. */
export const dayInput = (ms: number | null | undefined) => (ms == null ? '' : new Date(ms).toISOString().slice(0, 10));

/**
 * Whether an exact moment can be the one of a stored day: on that calendar day in some time zone
 * (UTC−12 to UTC+14).
 */
export const isMomentOfDay = (moment: number, day: number) => moment >= day - 14 * 3_600_000 && moment < day + DAY_MS + 12 * 3_600_000;

/** How an interview is shown: with its time in the person's zone when it has one, else as the calendar day it is. */
export function interviewShown(application: { interview_at?: number | null; interview_time_at?: number | null }): { at: number; hasTime: boolean } | null {
  if (application.interview_at == null) return null;
  return application.interview_time_at != null ? { at: application.interview_time_at, hasTime: true } : { at: application.interview_at, hasTime: false };
}
