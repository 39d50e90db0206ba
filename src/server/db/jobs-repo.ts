import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { batchWrite } from './batch';
import { z } from 'zod';
import { hasCompany } from '~/domain/jobs';
import type { TDb } from './client';
import { keys } from './keys';
import { INDEXES, tableName } from './tables';
import { DAY_MS } from '~/domain/time';

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

const ZOptionsItem = z.object({ role_types: z.set(z.string()).optional(), locations: z.set(z.string()).optional() });

/** Jobs table: by URL, and newest first through the per-day index (never a Scan). */
export function createJobsRepo(db: TDb) {
  const TableName = tableName(db, 'jobs');
  /** String sets grow with ADD, so concurrent imports never lose each other's values. */
  async function addOptions(jobs: TJobRecord[]) {
    const roleTypes = new Set(jobs.map((j) => j.role_type.trim()).filter(Boolean));
    const locations = new Set(jobs.map((j) => j.location.trim()).filter(Boolean));
    if (!roleTypes.size && !locations.size) return;
    const parts = [roleTypes.size ? 'role_types :roles' : '', locations.size ? 'locations :locations' : ''].filter(Boolean);
    await db.doc.send(
      new UpdateCommand({
        TableName,
        Key: { job_url: keys.jobOptions },
        UpdateExpression: `ADD ${parts.join(', ')} SET entity = :entity`,
        ExpressionAttributeValues: { ...(roleTypes.size ? { ':roles': roleTypes } : {}), ...(locations.size ? { ':locations': locations } : {}), ':entity': 'job_options' },
      }),
    );
  }
  return {
    async byUrl(jobUrl: string): Promise<TJobRecord | null> {
      const { Item } = await db.doc.send(new GetCommand({ TableName, Key: { job_url: jobUrl } }));
      return Item ? fromItem(Item) : null;
    },
    /** Role types and locations of every job stored so far (one item, kept up to date by `putMany`). */
    async options(): Promise<{ role_types: string[]; locations: string[] }> {
      const { Item } = await db.doc.send(new GetCommand({ TableName, Key: { job_url: keys.jobOptions } }));
      const options = ZOptionsItem.parse(Item ?? {});
      const sorted = (values: Set<string> | undefined) => [...(values ?? [])].sort((a, b) => a.localeCompare(b));
      return { role_types: sorted(options.role_types), locations: sorted(options.locations) };
    },
    /** Idempotent by job_url: a second write of the same URL replaces the first. */
    async putMany(jobs: TJobRecord[]): Promise<void> {
      await addOptions(jobs);
      await batchWrite(
        db,
        TableName,
        jobs.map((job) => ({ PutRequest: { Item: toItem(job) } })),
      );
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
