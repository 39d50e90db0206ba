import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { HISTORY_MAX, ZStatusChange } from '~/domain/applications';
import type { TDb } from './client';
import { keys } from './keys';
import { INDEXES, tableName } from './tables';

export const ZApplicationRecord = z.object({
  user_email: z.string(),
  job_url: z.string(),
  status: z.string(),
  created_at: z.number(),
  updated_at: z.number(),
  notes: z.string().optional(),
  history: z.array(ZStatusChange).default([]),
  company: z.string().optional(),
  title: z.string().optional(),
  location: z.string().optional(),
});
export type TApplicationRecord = z.infer<typeof ZApplicationRecord>;

const fromItem = (item: Record<string, unknown>) => ZApplicationRecord.parse(item);

/** Applications table: one item per user and job; by status through the by_status index. */
export function createApplicationsRepo(db: TDb) {
  const TableName = tableName(db, 'applications');
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
  return {
    /** One user's applications, optionally in one status, most recently changed first. */
    async list(email: string, status?: string): Promise<TApplicationRecord[]> {
      const user = keys.userEmail(email);
      const records = status
        ? await query({ IndexName: INDEXES.applicationsByStatus, KeyConditionExpression: 'user_status = :key', ExpressionAttributeValues: { ':key': keys.userStatus(user, status) }, ScanIndexForward: false })
        : await query({ KeyConditionExpression: 'user_email = :user', ExpressionAttributeValues: { ':user': user } });
      return records.sort((a, b) => b.updated_at - a.updated_at);
    },
    async get(email: string, jobUrl: string): Promise<TApplicationRecord | null> {
      const { Item } = await db.doc.send(new GetCommand({ TableName, Key: { user_email: keys.userEmail(email), job_url: jobUrl } }));
      return Item ? fromItem(Item) : null;
    },
    /** Creates the application unless the user already tracks this job; answers the stored one either way. */
    async create(record: Omit<TApplicationRecord, 'history'>): Promise<{ application: TApplicationRecord; isNew: boolean }> {
      const item = ZApplicationRecord.parse({ ...record, user_email: keys.userEmail(record.user_email), history: [{ status: record.status, at: record.created_at }] });
      try {
        await db.doc.send(
          new PutCommand({
            TableName,
            Item: { ...item, user_status: keys.userStatus(item.user_email, item.status), entity: 'application' },
            ConditionExpression: 'attribute_not_exists(job_url)',
          }),
        );
        return { application: item, isNew: true };
      } catch (error) {
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
        const existing = await this.get(item.user_email, item.job_url);
        if (!existing) throw error;
        return { application: existing, isNew: false };
      }
    },
    /** Changes status (appending to the history) and/or notes of an existing application; null when there is none. */
    async update(email: string, jobUrl: string, change: { status?: string; notes?: string }, now: number, attempt = 0): Promise<TApplicationRecord | null> {
      const current = await this.get(email, jobUrl);
      if (!current) return null;
      const sets = ['updated_at = :now'];
      const values: Record<string, unknown> = { ':now': now };
      if (change.status !== undefined && change.status !== current.status) {
        sets.push('#status = :status', 'user_status = :user_status', 'history = :history');
        values[':status'] = change.status;
        values[':user_status'] = keys.userStatus(current.user_email, change.status);
        values[':history'] = [...current.history, { status: change.status, at: now }].slice(-HISTORY_MAX);
      }
      if (change.notes !== undefined) {
        sets.push('notes = :notes');
        values[':notes'] = change.notes;
      }
      try {
        const { Attributes } = await db.doc.send(
          new UpdateCommand({
            TableName,
            Key: { user_email: current.user_email, job_url: jobUrl },
            UpdateExpression: `SET ${sets.join(', ')}`,
            // The history read above must still be current: a concurrent change retries from the caller.
            ConditionExpression: 'attribute_exists(job_url) AND updated_at = :seen',
            ExpressionAttributeNames: sets.some((s) => s.startsWith('#status')) ? { '#status': 'status' } : undefined,
            ExpressionAttributeValues: { ...values, ':seen': current.updated_at },
            ReturnValues: 'ALL_NEW',
          }),
        );
        return fromItem(Attributes ?? {});
      } catch (error) {
        if (error instanceof ConditionalCheckFailedException && attempt < 3) return this.update(email, jobUrl, change, now, attempt + 1);
        throw error;
      }
    },
  };
}
export type TApplicationsRepo = ReturnType<typeof createApplicationsRepo>;
