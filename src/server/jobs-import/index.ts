import type { TJobRecord, TJobsRepo } from '../db/jobs-repo';
import { detectFormat, toJob, type TFeedFormat, type TFeedOptions } from './feeds';
import { jsonElementLines, parseCsv, type TSourced } from './text-formats';

export type TImportReport = { format: TFeedFormat; read: number; imported: number; problems: { line: number; message: string }[] };

/** The items of a feed file with their lines: CSV by name or content, else JSON (an array, or an object with `jobs`). */
function readItems(fileName: string, text: string): { items: TSourced<unknown>[]; isCsv: boolean } {
  const trimmed = text.replace(/^\uFEFF/, '');
  const isCsv = /\.csv$/i.test(fileName) || !/^\s*[[{]/.test(trimmed);
  if (isCsv) {
    const [header, ...rows] = parseCsv(trimmed);
    if (!header) return { items: [], isCsv };
    const names = header.value.map((name) => name.trim().toLowerCase());
    return { isCsv, items: rows.map(({ line, value }) => ({ line, value: Object.fromEntries(names.map((name, i) => [name, value[i] ?? ''])) })) };
  }
  let json: unknown;
  try {
    json = JSON.parse(trimmed);
  } catch (error) {
    throw new Error(`Not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  const list = Array.isArray(json) ? json : json && typeof json === 'object' && Array.isArray((json as { jobs?: unknown }).jobs) ? (json as { jobs: unknown[] }).jobs : null;
  if (!list) throw new Error('Expected a JSON array of jobs, or an object with a "jobs" array');
  const lines = jsonElementLines(trimmed);
  return { isCsv, items: list.map((value, i) => ({ line: lines[i] ?? 0, value })) };
}

/** Parses and checks a whole feed before anything is written: bad rows are reported with their line and skipped. */
export function parseFeed(fileName: string, text: string, options: TFeedOptions) {
  const { items, isCsv } = readItems(fileName, text);
  const format = isCsv ? 'csv' : detectFormat(items[0]?.value);
  const byUrl = new Map<string, TJobRecord>();
  const problems: TImportReport['problems'] = [];
  const undated = new Set<string>();
  for (const { line, value } of items) {
    const result = toJob(value, format, options);
    if ('problem' in result) problems.push({ line, message: result.problem });
    else {
      byUrl.set(result.job.job_url, result.job);
      if (!result.isDated) undated.add(result.job.job_url);
    }
  }
  return { format, jobs: [...byUrl.values()], undated, read: items.length, problems };
}

/** Imports a feed idempotently by job_url: importing the same file again changes nothing. */
export async function importFeed(jobs: TJobsRepo, fileName: string, text: string, options: TFeedOptions): Promise<TImportReport> {
  const feed = parseFeed(fileName, text, options);
  // A job the feed gives no date keeps the date it was first imported with.
  for (const job of feed.jobs) {
    if (feed.undated.has(job.job_url)) job.creation_date = (await jobs.byUrl(job.job_url))?.creation_date ?? job.creation_date;
  }
  await jobs.putMany(feed.jobs, options.now);
  return { format: feed.format, read: feed.read, imported: feed.jobs.length, problems: feed.problems };
}
