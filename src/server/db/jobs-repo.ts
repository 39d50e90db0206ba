import { BatchWriteCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { hasCompany } from '~/domain/jobs';
import type { TDb } from './client';
import { keys } from './keys';
import { INDEXES, tableName } from './tables';

const DAY_MS = 86_400_000;

export const ZJobRecord = z.object({
  job_url: z.string(),
  company: z.string(),
  title: z.string(),
  location: z.string(),
  role_type: z.string(),
  creation_date: z.number(),
  description: z.string().optional(),
  salary: z.string().optional(),
  remote: z.boolean().optional(),
  language: z.enum(['en', 'es']).optional(),
});
export type TJobRecord = z.infer<typeof ZJobRecord>;

const toItem = (job: TJobRecord) => ({ ...ZJobRecord.parse(job), day: keys.jobDay(job.creation_date), entity: 'job' });
const fromItem = (item: Record<string, unknown>): TJobRecord => ZJobRecord.parse(item);

/** Jobs table: by URL, and newest first through the per-day index (never a Scan). */
export function createJobsRepo(db: TDb) {
  const TableName = tableName(db, 'jobs');
  return {
    async byUrl(jobUrl: string): Promise<TJobRecord | null> {
      const { Item } = await db.doc.send(new GetCommand({ TableName, Key: { job_url: jobUrl } }));
      return Item ? fromItem(Item) : null;
    },
    /** Idempotent by job_url: a second write of the same URL replaces the first. */
    async putMany(jobs: TJobRecord[]): Promise<void> {
      for (let i = 0; i < jobs.length; i += 25) {
        let requests = jobs.slice(i, i + 25).map((job) => ({ PutRequest: { Item: toItem(job) } }));
        for (let attempt = 0; requests.length > 0; attempt += 1) {
          if (attempt > 8) throw new Error('DynamoDB kept items unprocessed');
          const out = await db.doc.send(new BatchWriteCommand({ RequestItems: { [TableName]: requests } }));
          requests = (out.UnprocessedItems?.[TableName] ?? []) as typeof requests;
          if (requests.length) await new Promise((r) => setTimeout(r, 50 * 2 ** attempt));
        }
      }
    },
    /** Jobs created in the last `days` days, newest first, at most `maxResults`, companies present. */
    async latest({ days, maxResults, now }: { days: number; maxResults: number; now: number }): Promise<TJobRecord[]> {
      const out: TJobRecord[] = [];
      const since = now - days * DAY_MS;
      for (let day = 0; day <= days && out.length < maxResults; day += 1) {
        let cursor: Record<string, unknown> | undefined;
        do {
          const page = await db.doc.send(
            new QueryCommand({
              TableName,
              IndexName: INDEXES.jobsByDay,
              KeyConditionExpression: '#day = :day AND creation_date BETWEEN :since AND :now',
              ExpressionAttributeNames: { '#day': 'day' },
              ExpressionAttributeValues: { ':day': keys.jobDay(now - day * DAY_MS), ':since': since, ':now': now },
              ScanIndexForward: false,
              ExclusiveStartKey: cursor,
            }),
          );
          for (const item of page.Items ?? []) {
            const job = fromItem(item);
            if (hasCompany(job) && out.length < maxResults) out.push(job);
          }
          cursor = page.LastEvaluatedKey;
        } while (cursor && out.length < maxResults);
      }
      return out;
    },
  };
}
export type TJobsRepo = ReturnType<typeof createJobsRepo>;
