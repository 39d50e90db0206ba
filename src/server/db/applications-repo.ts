import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { HISTORY_MAX } from '~/domain/applications';
import { ZStatusChange } from '~/domain/applications-schema';
import type { TApplicationsCache } from './applications-cache';
import type { TDb } from './client';
import { keys } from './keys';
import { INDEXES, tableName } from './tables';
import { coalesced } from './coalesced';
import { createUsersRepo, type TUserRecord } from './users-repo';
import { log } from '~/server/log.mjs';

/**
 * One item per user and job holds two things: the application as Rumbo's own applications API
 * keeps it (status, created_at, updated_at), and Rumbo's tracker details that exist whichever API
 * holds the status (notes, status history, a snapshot of the job, tracked_at, changed_at, the
 * person's own details, archived_at, and `removed_at` when an application an external API keeps
 * was deleted here: that API has no delete, so Rumbo hides it until it changes there again).
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
  archived_at: z.number().optional(),
  removed_at: z.number().optional(),
  /** Deleted by the person, kept hidden while the deletion can still be undone (services/applications.ts). */
  deleted_at: z.number().optional(),
  interview_at: z.number().optional(),
  interview_time_at: z.number().optional(),
  follow_up_at: z.number().optional(),
  contact: z.string().optional(),
  salary: z.string().optional(),
  is_manual: z.boolean().optional(),
});
export type TApplicationItem = z.infer<typeof ZApplicationItem>;
export type TJobSnapshot = { company?: string; title?: string; location?: string };
/** The person's own details of an application; null clears one. */
export type TApplicationDetails = {
  notes?: string;
  contact?: string | null;
  salary?: string | null;
  interview_at?: number | null;
  interview_time_at?: number | null;
  follow_up_at?: number | null;
  archived_at?: number | null;
};
/** Tracker details a deletion clears, so a job tracked again starts afresh. */
const TRACKER_DETAILS = ['notes', 'history', 'tracked_at', 'archived_at', 'interview_at', 'interview_time_at', 'follow_up_at', 'contact', 'salary', 'is_manual'] as const;

const fromItem = (item: Record<string, unknown>) => ZApplicationItem.parse(item);

/** What one write of an application sets (applications-repo `write`). */
export type TApplicationWrite = {
  now: number;
  /** Rumbo's own applications API keeps the status here: its fields (docs/product-rules.md §7 POST). */
  apiStatus?: string;
  /** The tracker's side of a move: appended to the history; a job tracked again is shown again. */
  status?: string;
  /** The job as it was when tracked: kept from the first write that had it. */
  snapshot?: TJobSnapshot & { is_manual?: boolean };
  /** The person's own details; null removes one. */
  details?: TApplicationDetails;
};

/**
 * The conditions of a write: `new`, only while no application is stored under the key (two
 * requests tracking the same job at once make one application); `shown`, only onto an application
 * that is stored and not deleted (a change never brings back what was deleted meanwhile).
 */
const CONDITIONS = {
  new: 'attribute_not_exists(#status)',
  shown: 'attribute_exists(#status) AND attribute_not_exists(deleted_at)',
  /** `shown`, and in another status than the move's: a move written without reading the item first. */
  moved: 'attribute_exists(#status) AND attribute_not_exists(deleted_at) AND #status <> :status',
} as const;
export type TWriteCondition = keyof typeof CONDITIONS;

/** The update expression's parts for one write; every attribute name goes through a placeholder (some are reserved words). */
function writeParts(email: string, change: TApplicationWrite) {
  const set: string[] = [];
  const values: Record<string, unknown> = { ':now': change.now };
  const names: Record<string, string> = { '#status': 'status' };
  const remove: string[] = [];
  if (change.apiStatus !== undefined) {
    set.push('#status = :status', 'user_status = :user_status', 'updated_at = :now', 'created_at = if_not_exists(created_at, :now)');
    values[':status'] = change.apiStatus;
    values[':user_status'] = keys.userStatus(keys.userEmail(email), change.apiStatus);
  }
  const isTracker = change.status !== undefined || change.snapshot !== undefined || change.details !== undefined;
  if (isTracker) set.push('changed_at = :now', 'tracked_at = if_not_exists(tracked_at, :now)');
  if (change.status !== undefined) {
    set.push('history = list_append(if_not_exists(history, :empty), :entry)');
    values[':empty'] = [];
    values[':entry'] = [{ status: change.status, at: change.now }];
    remove.push('removed_at');
  }
  for (const field of ['company', 'title', 'location'] as const) {
    const value = change.snapshot?.[field];
    if (!value) continue;
    set.push(`#${field} = if_not_exists(#${field}, :${field})`);
    names[`#${field}`] = field;
    values[`:${field}`] = value;
  }
  if (change.snapshot?.is_manual) {
    set.push('is_manual = :manual');
    values[':manual'] = true;
  }
  for (const [field, value] of Object.entries(change.details ?? {})) {
    if (value === undefined) continue;
    names[`#${field}`] = field;
    if (value === null) remove.push(`#${field}`);
    else {
      set.push(`#${field} = :${field}`);
      values[`:${field}`] = value;
    }
  }
  return { set, values, names, remove };
}

/**
 * Applications table: one user's items by key, or one status through the by_status index; never a
 * Scan. Every write then raises the version on the person's record, and with a `cache`, `allOf`
 * reuses a list read under the version the request's record carries (applications-cache.ts).
 */

export function createApplicationsRepo(db: TDb, cache?: TApplicationsCache<TApplicationItem>) {
  const TableName = tableName(db, 'applications');
  const users = createUsersRepo(db);
  const raise = coalesced((email) => users.raiseApplicationsVersion(email));
  /**
   * A write, then the raise that makes every process read the list again (even when the write
   * failed: it may have landed). A conditional write whose condition did not hold (null) wrote
   * nothing, and raises nothing.
   */
  async function written<T>(email: string, write: () => Promise<T>): Promise<T> {
    let isUnwritten = false;
    try {
      const answer = await write();
      isUnwritten = answer === null;
      return answer;
    } finally {
      if (!isUnwritten) {
        cache?.drop(keys.userEmail(email));
        // The change is stored: a failed raise is logged, and other processes' copies age out.
        await raise(keys.userEmail(email)).catch((error: unknown) => log.error({ err: error }, 'Could not raise the applications version'));
      }
    }
  }
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
  const all = (email: string): Promise<TApplicationItem[]> =>
    query({ KeyConditionExpression: 'user_email = :user', ExpressionAttributeValues: { ':user': keys.userEmail(email) }, ConsistentRead: true });
  const update = (email: string, jobUrl: string, set: string[], values: Record<string, unknown>, names?: Record<string, string>, remove: string[] = []) =>
    written(email, async () => (await send({ Key: key(email, jobUrl), set, values, names, remove })) as TApplicationItem);
  /** One UpdateItem answering the item as stored after it, or null when `condition` did not hold. */
  const send = async (input: {
    Key: ReturnType<typeof key>;
    set: string[];
    values: Record<string, unknown>;
    names?: Record<string, string>;
    remove?: string[];
    condition?: string;
  }) => {
    const { remove = [] } = input;
    const UpdateExpression = `SET ${[...input.set, 'entity = :entity'].join(', ')}${remove.length ? ` REMOVE ${remove.join(', ')}` : ''}`;
    // DynamoDB refuses a placeholder that no expression uses.
    const expressions = `${UpdateExpression} ${input.condition ?? ''}`;
    const used = <T>(placeholders: Record<string, T> = {}) => Object.fromEntries(Object.entries(placeholders).filter(([name]) => new RegExp(`${name}(?!\\w)`).test(expressions)));
    const names = used(input.names);
    try {
      const { Attributes } = await db.doc.send(
        new UpdateCommand({
          TableName,
          Key: input.Key,
          UpdateExpression,
          ConditionExpression: input.condition,
          ExpressionAttributeNames: Object.keys(names).length ? names : undefined,
          ExpressionAttributeValues: used({ ...input.values, ':entity': 'application' }),
          ReturnValues: 'ALL_NEW',
        }),
      );
      return fromItem(Attributes ?? {});
    } catch (error) {
      if (input.condition && error instanceof ConditionalCheckFailedException) return null;
      throw error;
    }
  };
  return {
    /** Every item of one user (applications and tracker details alike), as stored now (a strongly consistent read). */
    all,
    /**
     * The same for the person whose record this request read: the list read under the version that
     * record carries when there is one in the cache, else read now and kept. Shared: not to be changed.
     */
    async allOf(user: Pick<TUserRecord, 'user_email' | 'applications_version'>): Promise<readonly TApplicationItem[]> {
      const email = keys.userEmail(user.user_email);
      const version = user.applications_version ?? 0;
      const kept = cache?.get(email, version);
      if (kept) return kept;
      const items = await all(email);
      cache?.set(email, version, items);
      return items;
    },
    /** One user's applications in one status, most recently changed first. */
    inStatus: (email: string, status: string): Promise<TApplicationItem[]> =>
      query({
        IndexName: INDEXES.applicationsByStatus,
        KeyConditionExpression: 'user_status = :key',
        ExpressionAttributeValues: { ':key': keys.userStatus(keys.userEmail(email), status) },
        ScanIndexForward: false,
      }),
    /** One item as stored now (a strongly consistent read), or null. */
    async one(email: string, jobUrl: string): Promise<TApplicationItem | null> {
      const { Item } = await db.doc.send(new GetCommand({ TableName, Key: key(email, jobUrl), ConsistentRead: true }));
      return Item ? fromItem(Item) : null;
    },
    /**
     * One application's change as one write of its one item: a move (the API's fields when Rumbo's
     * own applications API keeps it, and the tracker's history), the job's snapshot and the person's
     * details together. `when` makes it conditional; null when that did not hold (nothing written,
     * no version raised). `moved` needs `apiStatus`, the status the move goes to.
     */
    write: (email: string, jobUrl: string, change: TApplicationWrite, when?: TWriteCondition): Promise<TApplicationItem | null> =>
      written(email, () => send({ Key: key(email, jobUrl), ...writeParts(email, change), condition: when && CONDITIONS[when] })),
    /** Rumbo's applications API: creates the application or moves it to `status` (docs/product-rules.md §7 POST). */
    saveStatus: async (email: string, jobUrl: string, status: string, now: number): Promise<TApplicationItem> =>
      (await written(email, () => send({ Key: key(email, jobUrl), ...writeParts(email, { now, apiStatus: status }) })))!,
    /**
     * Tracker: appends a status to the history (atomically, no read first) and keeps the first
     * snapshot of the job; a job tracked again after a deletion is shown again.
     */
    recordStatus: async (email: string, jobUrl: string, status: string, now: number, snapshot: TJobSnapshot & { is_manual?: boolean } = {}): Promise<TApplicationItem> =>
      (await written(email, () => send({ Key: key(email, jobUrl), ...writeParts(email, { now, status, snapshot }) })))!,
    /** Tracker: sets the person's details of one application (notes, contact, salary, dates, archive); null removes one. */
    setDetails: async (email: string, jobUrl: string, details: TApplicationDetails, now: number): Promise<TApplicationItem> =>
      (await written(email, () => send({ Key: key(email, jobUrl), ...writeParts(email, { now, details }) })))!,
    /** Rumbo's applications API: deletes the application and its tracker details (one item). */
    delete: (email: string, jobUrl: string): Promise<void> =>
      written(email, async () => {
        await db.doc.send(new DeleteCommand({ TableName, Key: key(email, jobUrl) }));
      }),
    /**
     * Deleted, for now: the item stays whole (status, notes, history) but is hidden from every list
     * and out of the by_status index until `undelete` or the deletion is made final.
     */
    markDeleted: (email: string, jobUrl: string, now: number): Promise<TApplicationItem> =>
      update(email, jobUrl, ['deleted_at = :now'], { ':now': now }, undefined, ['user_status']),
    /** Undoes `markDeleted`: shown again as it was, back in the by_status index under its status. */
    undelete: (email: string, jobUrl: string, status: string | undefined): Promise<TApplicationItem> =>
      update(email, jobUrl, status ? ['user_status = :user_status'] : [], status ? { ':user_status': keys.userStatus(keys.userEmail(email), status) } : {}, undefined, [
        'deleted_at',
      ]),
    /** Tracker: hides an application an external API still holds, its details cleared. */
    markRemoved: (email: string, jobUrl: string, now: number): Promise<TApplicationItem> =>
      update(
        email,
        jobUrl,
        ['removed_at = :now', 'changed_at = :now'],
        { ':now': now },
        Object.fromEntries([...TRACKER_DETAILS, 'deleted_at'].map((field) => [`#${field}`, field])),
        [...TRACKER_DETAILS, 'deleted_at'].map((field) => `#${field}`),
      ),
  };
}
export type TApplicationsRepo = ReturnType<typeof createApplicationsRepo>;
