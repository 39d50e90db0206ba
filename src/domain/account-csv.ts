// Its own module, without zod: the /settings page builds the CSV in the browser.
import type { TAccountExport } from './account-export';
import { csvCell, CSV_COLUMNS, type TCsvColumn, type TCsvSeparator } from './applications-csv';

/** The rows of the CSV download besides the applications' own columns, in order. */
export const ACCOUNT_CSV_FIELDS = [
  'email',
  'name',
  'created_at',
  'last_active',
  'status',
  'paymentStatus',
  'periodEnd',
  'cancelAtEnd',
  'locations',
  'fields',
  'excluded_companies',
  'excluded_titles',
  'resume_text',
  'history',
  'reference',
  'topic',
  'message',
  'reply_email',
  'frequency',
  'min_score',
  'time_zone',
  'language',
  'updated_at',
] as const;
export type TAccountCsvField = (typeof ACCOUNT_CSV_FIELDS)[number];
export type TAccountCsvRecord = 'profile' | 'subscription' | 'preferences' | 'resume' | 'application' | 'support' | 'alerts' | 'calendarFeed' | 'extensionKey';
/** Values stored as codes, written in the reader's words: a code the labels do not know stays as stored. */
export type TAccountCsvCode = 'subscriptionStatus' | 'paymentStatus' | 'topic' | 'frequency' | 'language';

export type TAccountCsvLabels = {
  header: readonly [string, string, string];
  /** A record's name; `n` numbers the applications and support messages from 1. */
  record: (record: TAccountCsvRecord, n?: number) => string;
  field: (field: TAccountCsvField | TCsvColumn) => string;
  status: (status: string) => string;
  code: (kind: TAccountCsvCode, value: string) => string;
  yes: string;
  no: string;
};

const iso = (ms: number | null | undefined) => (ms == null ? '' : new Date(ms).toISOString());
const day = (ms: number | null | undefined) => (ms == null ? '' : new Date(ms).toISOString().slice(0, 10));

/**
 * The same download as a spreadsheet: one row per value (record, field, value), so records of
 * different shapes sit in one file; headers, record and field names and the values stored as
 * codes (statuses, topics, frequency, language) in the reader's language; lists joined with " | ";
 * each application's history as "date status" steps.
 */
export function accountCsv(data: TAccountExport, labels: TAccountCsvLabels, separator: TCsvSeparator = ','): string {
  const rows: string[][] = [[...labels.header]];
  const add = (record: string, field: TAccountCsvField | TCsvColumn, value: string) => rows.push([record, labels.field(field), value]);
  const profile = labels.record('profile');
  add(profile, 'email', data.profile.email);
  add(profile, 'name', data.profile.name ?? '');
  add(profile, 'created_at', iso(data.profile.created_at));
  add(profile, 'last_active', iso(data.profile.last_active));
  if (data.subscription) {
    const record = labels.record('subscription');
    add(record, 'status', labels.code('subscriptionStatus', data.subscription.status));
    add(record, 'paymentStatus', labels.code('paymentStatus', data.subscription.paymentStatus));
    add(record, 'periodEnd', iso(data.subscription.periodEnd));
    add(record, 'cancelAtEnd', data.subscription.cancelAtEnd ? labels.yes : labels.no);
  }
  const preferences = labels.record('preferences');
  for (const field of ['locations', 'fields', 'excluded_companies', 'excluded_titles'] as const) add(preferences, field, data.job_preferences[field].join(' | '));
  add(labels.record('resume'), 'resume_text', data.resume_text);
  data.applications.forEach((application, i) => {
    const record = labels.record('application', i + 1);
    const values: Record<TCsvColumn, string> = {
      job_url: application.job_url,
      title: application.title ?? '',
      company: application.company ?? '',
      location: application.location ?? '',
      status: labels.status(application.status),
      applied: day(application.applied_at),
      updated: day(application.updated_at),
      interview: application.interview_time_at != null ? iso(application.interview_time_at) : day(application.interview_at),
      follow_up: day(application.follow_up_at),
      contact: application.contact ?? '',
      salary: application.salary ?? '',
      notes: application.notes ?? '',
    };
    for (const column of CSV_COLUMNS) add(record, column, values[column]);
    add(record, 'history', (application.history ?? []).map((step) => `${day(step.at)} ${labels.status(step.status)}`).join(' | '));
  });
  data.support_requests.forEach((request, i) => {
    const record = labels.record('support', i + 1);
    add(record, 'reference', request.reference);
    add(record, 'created_at', iso(request.created_at));
    add(record, 'topic', labels.code('topic', request.topic));
    add(record, 'reply_email', request.reply_email);
    add(record, 'message', request.message);
  });
  if (data.match_alerts) {
    const record = labels.record('alerts');
    add(record, 'frequency', labels.code('frequency', data.match_alerts.frequency));
    add(record, 'min_score', String(data.match_alerts.min_score));
    add(record, 'time_zone', data.match_alerts.time_zone);
    add(record, 'language', labels.code('language', data.match_alerts.locale));
    add(record, 'updated_at', iso(data.match_alerts.updated_at));
  }
  if (data.calendar_feed) add(labels.record('calendarFeed'), 'created_at', iso(data.calendar_feed.created_at));
  if (data.extension_key) add(labels.record('extensionKey'), 'created_at', iso(data.extension_key.created_at));
  return `${rows.map((row) => row.map((cell) => csvCell(cell, separator)).join(separator)).join('\r\n')}\r\n`;
}
