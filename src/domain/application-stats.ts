// Its own module: only the dashboard (and its tests) count and plan; the job lists load none of it.
import { APPLICATION_STATUSES, isKnownStatus, type TApplication, type TApplicationStatus } from './applications';
import { DAY_MS } from './subscription';

/** The next planned event of an application: an interview or a follow-up, whichever comes first from `from` on. */
export type TReminder = { job_url: string; title: string; kind: 'interview' | 'followUp'; at: number };

/** How many planned dates the dashboard lists before the person asks for the rest (a few hundred applications can plan dozens). */
export const REMINDERS_SHOWN = 5;

/**
 * Interviews and follow-ups from the start of today (UTC) to `days` days ahead, soonest first, for
 * the dashboard. Archived applications are left out; a follow-up already past stays until it is
 * cleared, so nothing planned is silently lost.
 */
export function upcomingReminders(applications: TApplication[], now: number, days = 14): TReminder[] {
  const today = now - (now % DAY_MS);
  const until = today + (days + 1) * DAY_MS;
  const reminders: TReminder[] = [];
  for (const a of applications) {
    if (a.archived_at) continue;
    const title = a.title || a.company || a.job_url;
    if (a.interview_at != null && a.interview_at >= today && a.interview_at < until) reminders.push({ job_url: a.job_url, title, kind: 'interview', at: a.interview_at });
    if (a.follow_up_at != null && a.follow_up_at < until) reminders.push({ job_url: a.job_url, title, kind: 'followUp', at: a.follow_up_at });
  }
  return reminders.sort((a, b) => a.at - b.at);
}

/** Applications per status, every known status present. */
export function countByStatus(applications: Pick<TApplication, 'status'>[]): Record<TApplicationStatus, number> {
  const counts = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0])) as Record<TApplicationStatus, number>;
  for (const { status } of applications) if (isKnownStatus(status)) counts[status] += 1;
  return counts;
}

/** Monday 00:00 UTC of the week holding `at`. */
export function weekStart(at: number): number {
  const day = new Date(at);
  const weekday = (day.getUTCDay() + 6) % 7;
  return Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()) - weekday * DAY_MS;
}

/** Applications sent per week (by the date of applying) for the `weeks` weeks ending with the current one, oldest first. */
export function applicationsPerWeek(applications: Pick<TApplication, 'applied_at'>[], now: number, weeks = 8): { week: number; count: number }[] {
  const current = weekStart(now);
  const buckets = Array.from({ length: weeks }, (_, i) => ({ week: current - (weeks - 1 - i) * 7 * DAY_MS, count: 0 }));
  for (const { applied_at } of applications) {
    if (applied_at == null) continue;
    const bucket = buckets.find((b) => b.week === weekStart(applied_at));
    if (bucket) bucket.count += 1;
  }
  return buckets;
}
