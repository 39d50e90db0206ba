import { DAY_MS } from './subscription';

import type { TApplication } from './applications-schema';
export type { TApiApplication, TOutsideJob, TApplication } from './applications-schema';

/** Stable status keys, in pipeline order; labels are translated. APPLIED is the default (SPEC §3). */
export const APPLICATION_STATUSES = ['SAVED', 'APPLIED', 'INTERVIEW', 'OFFER', 'REJECTED', 'WITHDRAWN'] as const;

export type TApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const DEFAULT_APPLICATION_STATUS: TApplicationStatus = 'APPLIED';

/** SPEC §9 refresh intervals. */
export const REFRESH_MS = { applications: 600_000, matches: 300_000 } as const;

export const NOTES_MAX = 2000;

/** History entries kept per application; the oldest go first. */
export const HISTORY_MAX = 50;

export const CONTACT_MAX = 200;

export const TITLE_MAX = 200;

export const SALARY_MAX = 100;

/**
 * The date of applying, read from the status history: the first move out of Saved after the last
 * time in Saved. Saved alone has none. Without a history (an application the external API holds
 * but Rumbo never saw change), the creation date of anything past Saved.
 */
export function appliedAt(application: Pick<TApplication, 'status' | 'history' | 'created_at'>): number | null {
  const history = application.history ?? [];
  if (!history.length) return application.status === 'SAVED' ? null : (application.created_at ?? null);
  let applied: number | null = null;
  for (const change of history) {
    if (change.status === 'SAVED') applied = null;
    else applied ??= change.at;
  }
  return application.status === 'SAVED' ? null : applied;
}

/** The next planned event of an application: an interview or a follow-up, whichever comes first from `from` on. */
export type TReminder = { job_url: string; title: string; kind: 'interview' | 'followUp'; at: number };

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

/** The status key if it is one we know, so an unknown upstream value still shows. */
export function isKnownStatus(status: string): status is TApplicationStatus {
  return (APPLICATION_STATUSES as readonly string[]).includes(status);
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

/** A spreadsheet in a Spanish locale splits on `;` (the comma is its decimal mark); English ones on `,`. */
export const CSV_SEPARATORS = { en: ',', es: ';' } as const;

export type TCsvSeparator = (typeof CSV_SEPARATORS)[keyof typeof CSV_SEPARATORS];

const csvCell = (value: string, separator: TCsvSeparator) => {
  // A leading = + - @ makes spreadsheets run the cell as a formula: quote it as text.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return safe.includes(separator) || /["\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** The CSV export's columns, in order; their header labels come translated from the screen. */
export const CSV_COLUMNS = ['job_url', 'title', 'company', 'location', 'status', 'applied', 'updated', 'interview', 'follow_up', 'contact', 'salary', 'notes'] as const;
export type TCsvColumn = (typeof CSV_COLUMNS)[number];

/**
 * RFC 4180 CSV of the applications with a header row in the reader's language; dates as ISO days.
 * The separator follows the reader's locale (`CSV_SEPARATORS`).
 */
export function applicationsCsv(
  applications: TApplication[],
  labels: { column: (column: TCsvColumn) => string; status: (status: string) => string },
  separator: TCsvSeparator = ',',
): string {
  const iso = (ms: number | null | undefined) => (ms == null ? '' : new Date(ms).toISOString().slice(0, 10));
  const rows = [
    CSV_COLUMNS.map(labels.column),
    ...applications.map((a) => [
      a.job_url,
      a.title ?? '',
      a.company ?? '',
      a.location ?? '',
      labels.status(a.status),
      iso(a.applied_at),
      iso(a.updated_at),
      iso(a.interview_at),
      iso(a.follow_up_at),
      a.contact ?? '',
      a.salary ?? '',
      a.notes ?? '',
    ]),
  ];
  return `${rows.map((row) => row.map((cell) => csvCell(cell, separator)).join(separator)).join('\r\n')}\r\n`;
}
