import { BatchGetCommand, GetCommand, QueryCommand, UpdateCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import { batchWrite } from './batch';
import { z } from 'zod';
import { hasCompany } from '~/domain/jobs/lists';
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
const ZStored = z.object({ job_url: z.string(), stored_at: z.number() });
const fromItem = (item: Record<string, unknown>): TJobRecord => ZJobRecord.parse(item);

const ZOptionsItem = z.object({ role_types: z.set(z.string()).optional(), locations: z.set(z.string()).optional() });

/** How many days of the per-day index one list reads at once. */
export const DAYS_AT_ONCE = 8;

/**
 * Runs `read` for day 0 (today) to `days` back, DAYS_AT_ONCE days at a time rather than one after
 * another (a day is one query of the per-day index, a few milliseconds each: a 28-day window read
 * one day at a time waited for 29 of them in a row). `read` answers true once the reads so far are
 * enough; the days after that group are then not read.
 */
async function forDays(days: number, read: (day: number) => Promise<boolean>): Promise<void> {
  for (let first = 0; first <= days; first += DAYS_AT_ONCE) {
    const group = Array.from({ length: Math.min(DAYS_AT_ONCE, days - first + 1) }, (_, index) => first + index);
    const enough = await Promise.all(group.map(read));
    if (enough.some(Boolean)) return;
  }
}

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
    /**
     * Idempotent by job_url: a second write of the same URL replaces the first, except its
     * `stored_at`, the time Rumbo first stored that URL (match alerts list jobs new since then):
     * read first, 100 URLs a request, and written back as it was. Two imports of one new URL at
     * the same moment may each write their own time, a difference of moments, never of days.
     */
    async putMany(jobs: TJobRecord[], now: number = Date.now()): Promise<void> {
      await addOptions(jobs);
      const stored = new Map<string, number>();
      const urls = [...new Set(jobs.map((job) => job.job_url))];
      for (let i = 0; i < urls.length; i += 100) {
        let pending: Array<Record<string, unknown>> | undefined = urls.slice(i, i + 100).map((job_url) => ({ job_url }));
        for (let attempt = 0; pending?.length; attempt += 1) {
          if (attempt > 8) throw new Error('DynamoDB kept keys unprocessed');
          const out: BatchGetCommandOutput = await db.doc.send(
            new BatchGetCommand({ RequestItems: { [TableName]: { Keys: pending, ProjectionExpression: 'job_url, stored_at', ConsistentRead: true } } }),
          );
          for (const item of out.Responses?.[TableName] ?? []) {
            const parsed = ZStored.safeParse(item);
            if (parsed.success) stored.set(parsed.data.job_url, parsed.data.stored_at);
          }
          pending = out.UnprocessedKeys?.[TableName]?.Keys;
          if (pending?.length) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
        }
      }
      await batchWrite(
        db,
        TableName,
        jobs.map((job) => ({ PutRequest: { Item: { ...toItem(job), stored_at: stored.get(job.job_url) ?? now } } })),
      );
    },
    /**
     * URLs of jobs created in the last `days` days that Rumbo first stored after `since` (and by
     * `now`), with that time: what is new to a match alert. Jobs stored before `stored_at` existed
     * have none and are never new.
     */
    async storedSince({ since, days, now }: { since: number; days: number; now: number }): Promise<Map<string, number>> {
      const found = new Map<string, number>();
      await forDays(days, async (day) => {
        let cursor: Record<string, unknown> | undefined;
        do {
          const page = await db.doc.send(
            new QueryCommand({
              TableName,
              IndexName: INDEXES.jobsByDay,
              KeyConditionExpression: '#day = :day AND creation_date BETWEEN :from AND :now',
              FilterExpression: 'stored_at > :since AND stored_at <= :now',
              ProjectionExpression: 'job_url, stored_at',
              ExpressionAttributeNames: { '#day': 'day' },
              ExpressionAttributeValues: { ':day': keys.jobDay(now - day * DAY_MS), ':from': now - days * DAY_MS, ':now': now, ':since': since },
              ExclusiveStartKey: cursor,
            }),
          );
          for (const item of page.Items ?? []) {
            const parsed = ZStored.safeParse(item);
            if (parsed.success) found.set(parsed.data.job_url, parsed.data.stored_at);
          }
          cursor = page.LastEvaluatedKey;
        } while (cursor);
        return false;
      });
      return found;
    },
    /** Jobs created in the last `days` days, newest first, at most `maxResults`, companies present. */
    async latest({ days, maxResults, now }: { days: number; maxResults: number; now: number }): Promise<TJobRecord[]> {
      const since = now - days * DAY_MS;
      // Each day's jobs, newest first, at most `maxResults` of one day (no list needs more of one).
      const byDay: TJobRecord[][] = [];
      let kept = 0;
      await forDays(days, async (day) => {
        const jobs: TJobRecord[] = [];
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
            if (hasCompany(job) && jobs.length < maxResults) jobs.push(job);
          }
          cursor = page.LastEvaluatedKey;
        } while (cursor && jobs.length < maxResults);
        byDay[day] = jobs;
        kept += jobs.length;
        return kept >= maxResults;
      });
      return byDay.flatMap((jobs) => jobs ?? []).slice(0, maxResults);
    },
  };
}
export type TJobsRepo = ReturnType<typeof createJobsRepo>;
