import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { HISTORY_MAX, ZStatusChange } from '~/domain/applications';
import type { TDb } from './client';
import { keys } from './keys';
import { INDEXES, tableName } from './tables';

/**
 * One item per user and job holds two things: the application as Rumbo's own applications API
 * keeps it (status, created_at, updated_at), and Rumbo's tracker details that exist whichever API
 * holds the status (notes, status history, a snapshot of the job, tracked_at, changed_at).
 */
export const ZApplicationItem = z.object({
  user_email: z.string(),
  job_url: z.string(),
  status: z.string().optional(),
  created_at: z.number().optional(),
  updated_at: z.number().optional(),
  notes: z.string().optional(),
  history: z
    .array(ZStatusChange)
    .default([])
    .transform((history) => history.slice(-HISTORY_MAX)),
  company: z.string().optional(),
  title: z.string().optional(),
  location: z.string().optional(),
  tracked_at: z.number().optional(),
  changed_at: z.number().optional(),
});
export type TApplicationItem = z.infer<typeof ZApplicationItem>;
export type TJobSnapshot = { company?: string; title?: string; location?: string };

const fromItem = (item: Record<string, unknown>) => ZApplicationItem.parse(item);

/** Applications table: one user's items by key, or one status through the by_status index; never a Scan. */
export function createApplicationsRepo(db: TDb) {
  const TableName = tableName(db, 'applications');
  const key = (email: string, jobUrl: string) => ({ user_email: keys.userEmail(email), job_url: jobUrl });
  const query = async (input: Omit<ConstructorParameters<typeof QueryCommand>[0], 'TableName'>) => {
    const items: Record<string, unknown>[] = [];
    let cursor: Record<string, unknown> | undefined;
    do {
      const page = await db.doc.send(new QueryCommand({ ...input, TableName, ExclusiveStartKey: cursor }));
      items.push(...(page.Items ?? []));
      cursor = page.LastEvaluatedKey;
    } while (cursor);
    return items.map(fromItem);
  };
  const update = async (email: string, jobUrl: string, set: string[], values: Record<string, unknown>, names?: Record<string, string>) => {
    const { Attributes } = await db.doc.send(
      new UpdateCommand({
        TableName,
        Key: key(email, jobUrl),
        UpdateExpression: `SET ${[...set, 'entity = :entity'].join(', ')}`,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: { ...values, ':entity': 'application' },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return fromItem(Attributes ?? {});
  };
  return {
    /** Every item of one user (applications and tracker details alike). */
    all: (email: string): Promise<TApplicationItem[]> => query({ KeyConditionExpression: 'user_email = :user', ExpressionAttributeValues: { ':user': keys.userEmail(email) } }),
    /** One user's applications in one status, most recently changed first. */
    inStatus: (email: string, status: string): Promise<TApplicationItem[]> =>
      query({
        IndexName: INDEXES.applicationsByStatus,
        KeyConditionExpression: 'user_status = :key',
        ExpressionAttributeValues: { ':key': keys.userStatus(keys.userEmail(email), status) },
        ScanIndexForward: false,
      }),
    /** Rumbo's applications API: creates the application or moves it to `status` (SPEC §7 POST). */
    saveStatus: (email: string, jobUrl: string, status: string, now: number): Promise<TApplicationItem> =>
      update(
        email,
        jobUrl,
        ['#status = :status', 'user_status = :user_status', 'updated_at = :now', 'created_at = if_not_exists(created_at, :now)'],
        {
          ':status': status,
          ':user_status': keys.userStatus(keys.userEmail(email), status),
          ':now': now,
        },
        { '#status': 'status' },
      ),
    /** Tracker: appends a status to the history (atomically, no read first) and keeps the first snapshot of the job. */
    recordStatus: (email: string, jobUrl: string, status: string, now: number, snapshot: TJobSnapshot = {}): Promise<TApplicationItem> => {
      const set = ['history = list_append(if_not_exists(history, :empty), :entry)', 'changed_at = :now', 'tracked_at = if_not_exists(tracked_at, :now)'];
      const values: Record<string, unknown> = { ':empty': [], ':entry': [{ status, at: now }], ':now': now };
      const names: Record<string, string> = {};
      for (const field of ['company', 'title', 'location'] as const) {
        const value = snapshot[field];
        if (value) {
          // `location` is a reserved word: every snapshot field goes through a name placeholder.
          set.push(`#${field} = if_not_exists(#${field}, :${field})`);
          names[`#${field}`] = field;
          values[`:${field}`] = value;
        }
      }
      return update(email, jobUrl, set, values, Object.keys(names).length ? names : undefined);
    },
    /** Tracker: replaces the notes of one application. */
    setNotes: (email: string, jobUrl: string, notes: string, now: number): Promise<TApplicationItem> =>
      update(email, jobUrl, ['notes = :notes', 'changed_at = :now', 'tracked_at = if_not_exists(tracked_at, :now)'], { ':notes': notes, ':now': now }),
  };
}
export type TApplicationsRepo = ReturnType<typeof createApplicationsRepo>;
