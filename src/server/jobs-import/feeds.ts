import { z } from 'zod';
import { ZJobUrl } from '~/domain/jobs/schema';
import type { TJobRecord } from '../db/jobs-repo';

export type TFeedFormat = 'rumbo-json' | 'csv' | 'greenhouse' | 'lever';
export type TFeedOptions = { company?: string; now: number };

const text = (max: number) => z.preprocess((v) => (v == null ? '' : typeof v === 'number' ? String(v) : v), z.string().trim().max(max, `must be at most ${max} characters`));
/** A date as epoch ms, an ISO string or epoch seconds; absent means "now" (the feed just listed it). */
const date = z.preprocess(
  (v) => (v == null || v === '' ? undefined : typeof v === 'number' ? (v < 1e11 ? v * 1000 : v) : /^\d+$/.test(String(v)) ? Number(v) : Date.parse(String(v))),
  z
    .number({ error: 'must be a date' })
    .refine((v) => Number.isFinite(v) && v > 0, 'must be a date')
    .optional(),
);

/** A job as any feed describes it, normalised; validation messages name the field. */
const ZFeedJob = z.object({
  job_url: ZJobUrl,
  title: text(300).refine((v) => v.length > 0, 'is required'),
  company: text(200),
  location: text(200),
  role_type: text(200),
  creation_date: date,
  description: text(20_000).optional(),
  salary: text(200).optional(),
});

/** The company of a job board from its public URL, e.g. jobs.lever.co/<company>/… or boards.greenhouse.io/<company>/…. */
function boardCompany(url: unknown): string {
  try {
    const slug = new URL(String(url)).pathname.split('/').filter(Boolean)[0] ?? '';
    return slug.replace(/[-_]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
  } catch {
    return '';
  }
}

const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ', '&amp;': '&' };
/** Plain text of a posting's HTML (Greenhouse sends it entity-escaped). */
const strip = (html: unknown) =>
  typeof html === 'string'
    ? html
        .replace(/&(lt|gt|quot|#39|nbsp|amp);/g, (entity) => ENTITIES[entity] ?? entity)
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
    : undefined;
const record = (value: unknown) => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});

/** Maps one raw item of a feed to the fields Rumbo stores. */
const MAPPERS: Record<TFeedFormat, (item: Record<string, unknown>, options: TFeedOptions) => Record<string, unknown>> = {
  'rumbo-json': (item) => item,
  csv: (item) => item,
  greenhouse: (item, options) => ({
    job_url: item.absolute_url,
    title: item.title,
    company: item.company_name ?? options.company ?? boardCompany(item.absolute_url),
    location: record(item.location).name,
    role_type: (Array.isArray(item.departments) ? record(item.departments[0]).name : undefined) ?? '',
    creation_date: item.first_published ?? item.updated_at,
    description: strip(item.content),
  }),
  lever: (item, options) => {
    const categories = record(item.categories);
    return {
      job_url: item.hostedUrl,
      title: item.text,
      company: options.company ?? boardCompany(item.hostedUrl),
      location: categories.location,
      role_type: categories.department ?? categories.team,
      creation_date: item.createdAt,
      description: item.descriptionPlain ?? strip(item.description),
    };
  },
};

/** Which feed an item comes from, judged by the fields only that feed has. */
export function detectFormat(item: unknown): TFeedFormat {
  const fields = record(item);
  if ('absolute_url' in fields) return 'greenhouse';
  if ('hostedUrl' in fields) return 'lever';
  return 'rumbo-json';
}

/** One feed item as a job record, or the reason it cannot be one. */
export function toJob(item: unknown, format: TFeedFormat, options: TFeedOptions): { job: TJobRecord; isDated: boolean } | { problem: string } {
  const parsed = ZFeedJob.safeParse(MAPPERS[format](record(item), options));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { problem: `${issue?.path.join('.') || 'row'} ${issue?.message ?? 'is invalid'}` };
  }
  const { creation_date, description, salary, ...job } = parsed.data;
  return {
    isDated: creation_date !== undefined,
    job: { ...job, creation_date: creation_date ?? options.now, ...(description ? { description } : {}), ...(salary ? { salary } : {}) },
  };
}
