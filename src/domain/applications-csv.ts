// Its own module: only the applications page exports.
import type { TApplication } from './applications';

/** A spreadsheet in a Spanish locale splits on `;` (the comma is its decimal mark); English ones on `,`. */
export const CSV_SEPARATORS = { en: ',', es: ';' } as const;

export type TCsvSeparator = (typeof CSV_SEPARATORS)[keyof typeof CSV_SEPARATORS];

/** One cell: quoted when it holds the separator, a quote or a line break; a leading formula character made text. */
export const csvCell = (value: string, separator: TCsvSeparator) => {
  // A leading = + - @ makes spreadsheets run the cell as a formula: quote it as text.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return safe.includes(separator) || /["\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** The CSV export's columns, in order; their header labels come translated from the screen. */
export const CSV_COLUMNS = ['job_url', 'title', 'company', 'location', 'status', 'applied', 'updated', 'interview', 'follow_up', 'contact', 'salary', 'notes'] as const;
export type TCsvColumn = (typeof CSV_COLUMNS)[number];

/**
 * RFC 4180 CSV of the applications with a header row in the reader's language; dates as ISO days,
 * an interview with a time as its ISO moment (UTC). The separator follows the reader's locale
 * (`CSV_SEPARATORS`).
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
      a.interview_time_at != null ? new Date(a.interview_time_at).toISOString() : iso(a.interview_at),
      iso(a.follow_up_at),
      a.contact ?? '',
      a.salary ?? '',
      a.notes ?? '',
    ]),
  ];
  return `${rows.map((row) => row.map((cell) => csvCell(cell, separator)).join(separator)).join('\r\n')}\r\n`;
}
