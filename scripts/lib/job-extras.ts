import { z } from 'zod';
import type { TJob } from '../../src/domain/jobs/lists';
import { ZJob } from '../../src/domain/jobs/schema';

// The importer keeps only the fields it stores; a Rumbo JSON feed may also say a posting's language and
// whether it is remote, which the ranker reads when present.
// Element by element: one malformed element (null, a string) loses only its own extras.
const ZExtras = z.array(z.looseObject({ job_url: z.unknown() }).nullable().catch(null)).catch([]);
/** The feed's jobs with the language and remote flag its JSON gives each, where it gives them. */
export function withExtras(text: string, jobs: TJob[]): TJob[] {
  let raw: unknown;
  try {
    const json: unknown = JSON.parse(text.replace(/^\uFEFF/, ''));
    raw = Array.isArray(json) ? json : (json as { jobs?: unknown } | null)?.jobs;
  } catch {
    return jobs;
  }
  const extras = new Map<string, Pick<TJob, 'language' | 'remote'>>();
  for (const item of ZExtras.parse(raw)) {
    if (!item) continue;
    const parsed = ZJob.pick({ language: true, remote: true }).safeParse(item);
    if (typeof item.job_url === 'string' && parsed.success) extras.set(item.job_url.trim(), parsed.data);
  }
  return jobs.map((job) => ({ ...extras.get(job.job_url), ...job }));
}
