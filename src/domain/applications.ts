import { z } from 'zod';
import { DAY_MS } from './subscription';

/** Stable status keys, in pipeline order; labels are translated. APPLIED is the default (SPEC §3). */
export const APPLICATION_STATUSES = ['SAVED', 'APPLIED', 'INTERVIEW', 'OFFER', 'REJECTED', 'WITHDRAWN'] as const;
export type TApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const DEFAULT_APPLICATION_STATUS: TApplicationStatus = 'APPLIED';
export const ZApplicationStatus = z.enum(APPLICATION_STATUSES, { error: 'Unknown status' });

/** SPEC §9 refresh intervals. */
export const REFRESH_MS = { applications: 600_000, matches: 300_000 } as const;

export const NOTES_MAX = 2000;
export const ZNotes = z.string().max(NOTES_MAX, `Notes must be at most ${NOTES_MAX} characters`);
/** History entries kept per application; the oldest go first. */
export const HISTORY_MAX = 50;

export const ZStatusChange = z.object({ status: z.string(), at: z.number() });

/** An application as either applications API answers it: SPEC §3 job_url and status, with dates when the API keeps them. */
export const ZApiApplication = z.object({
  job_url: z.string(),
  status: z.string(),
  created_at: z.number().nullish(),
  updated_at: z.number().nullish(),
});
export type TApiApplication = z.infer<typeof ZApiApplication>;

/** An application as Rumbo shows it: the API's fields plus Rumbo's own notes, history and job snapshot. */
export const ZApplication = z.object({
  job_url: z.string(),
  status: z.string(),
  created_at: z.number().nullish(),
  updated_at: z.number().nullish(),
  notes: z.string().nullish(),
  history: z.array(ZStatusChange).nullish(),
  company: z.string().nullish(),
  title: z.string().nullish(),
  location: z.string().nullish(),
});
export type TApplication = z.infer<typeof ZApplication>;

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

/** Applications created per week for the `weeks` weeks ending with the current one, oldest first. */
export function applicationsPerWeek(applications: Pick<TApplication, 'created_at'>[], now: number, weeks = 8): { week: number; count: number }[] {
  const current = weekStart(now);
  const buckets = Array.from({ length: weeks }, (_, i) => ({ week: current - (weeks - 1 - i) * 7 * DAY_MS, count: 0 }));
  for (const { created_at } of applications) {
    if (created_at == null) continue;
    const bucket = buckets.find((b) => b.week === weekStart(created_at));
    if (bucket) bucket.count += 1;
  }
  return buckets;
}

const csvCell = (value: string) => {
  // A leading = + - @ makes spreadsheets run the cell as a formula: quote it as text.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** The CSV export's columns, in order; their header labels come translated from the screen. */
export const CSV_COLUMNS = ['job_url', 'title', 'company', 'location', 'status', 'applied', 'updated', 'notes'] as const;
export type TCsvColumn = (typeof CSV_COLUMNS)[number];

/** RFC 4180 CSV of the applications with a header row in the reader's language; dates as ISO days. */
export function applicationsCsv(applications: TApplication[], labels: { column: (column: TCsvColumn) => string; status: (status: string) => string }): string {
  const iso = (ms: number | null | undefined) => (ms == null ? '' : new Date(ms).toISOString().slice(0, 10));
  const rows = [
    CSV_COLUMNS.map(labels.column),
    ...applications.map((a) => [a.job_url, a.title ?? '', a.company ?? '', a.location ?? '', labels.status(a.status), iso(a.created_at), iso(a.updated_at), a.notes ?? '']),
  ];
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
