/** The labelled set on disk (eval/match): its file layout, its schema, and loading it back. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { TJob } from '~/domain/jobs/lists';
import { FIELDS, type TGrade, type TJobAttributes, type TResumeAttributes } from './attributes';
import { grade } from './grade';

export const DATASET_DIR = join(process.cwd(), 'eval', 'match');
export const JOBS_FILE = 'jobs.json';
export const LABELS_FILE = 'labels.json';

const ZLevel = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
const ZLang = z.enum(['en', 'es']);

const ZResumeAttributes = z.object({
  id: z.string(),
  name: z.string(),
  gender: z.enum(['f', 'm']),
  textLanguage: z.enum(['en', 'es', 'mixed']),
  field: z.enum(FIELDS),
  specialty: z.string(),
  seniority: ZLevel,
  skills: z.array(z.string()),
  noiseSkills: z.array(z.string()),
  languages: z.array(z.object({ code: ZLang, level: z.enum(['native', 'C2', 'C1', 'B2', 'B1', 'A2']) })),
  city: z.string(),
  relocation: z.array(z.string()),
  remote: z.enum(['only', 'open', 'onsite', 'none', 'hybrid']),
  movingTo: z.string().optional(),
  onlyCity: z.boolean().optional(),
  excludedCountries: z.array(z.enum(['ES', 'MX', 'AR', 'CO', 'CL', 'PE', 'UY', 'UK', 'US', 'PT', 'DE'])).optional(),
  timeZone: z.enum(['europe', 'americas']).optional(),
});

const ZJobAttributes = z.object({
  job_url: z.string(),
  field: z.enum(FIELDS),
  specialty: z.string(),
  seniority: ZLevel,
  language: ZLang,
  requiredSkills: z.array(z.string()),
  niceSkills: z.array(z.string()),
  mode: z.enum(['onsite', 'hybrid', 'remote']),
  city: z.string().nullable(),
  remoteRegion: z.enum(['global', 'spain', 'latam', 'europe', 'us', 'uk']).nullable(),
  hasCompany: z.boolean(),
});

export const ZLabels = z.object({
  version: z.literal(1),
  seed: z.number(),
  note: z.string(),
  resumes: z.array(z.object({ id: z.string(), file: z.string(), attributes: ZResumeAttributes })),
  jobs: z.array(ZJobAttributes),
  /** resume id → job_url → grade; pairs not listed are graded 0. */
  grades: z.record(z.string(), z.record(z.string(), z.union([z.literal(1), z.literal(2), z.literal(3)]))),
});
export type TLabels = z.infer<typeof ZLabels>;

const ZEvalJob = z.object({
  job_url: z.string(),
  company: z.string().optional(),
  title: z.string(),
  location: z.string(),
  role_type: z.string(),
  creation_date: z.number(),
  description: z.string(),
  language: ZLang,
  remote: z.boolean(),
});

export type TEvalResume = { id: string; text: string; attributes: TResumeAttributes };
/** Jobs as the ranker receives them (TJob); `jobAttributes` are what they were generated from. */
export type TDataset = { jobs: TJob[]; resumes: TEvalResume[]; jobAttributes: TJobAttributes[]; grades: Map<string, Map<string, TGrade>> };

/**
 * Loads eval/match and checks it is whole: every job has attributes, every resume file exists, and
 * every stored grade is what the written rule gives from the attributes (so labels.json cannot
 * drift from the README by hand edits).
 */
export function loadDataset(dir = DATASET_DIR): TDataset {
  const jobs = z.array(ZEvalJob).parse(JSON.parse(readFileSync(join(dir, JOBS_FILE), 'utf8')));
  const labels = ZLabels.parse(JSON.parse(readFileSync(join(dir, LABELS_FILE), 'utf8')));
  const byUrl = new Map(labels.jobs.map((job) => [job.job_url, job]));
  if (byUrl.size !== jobs.length || jobs.some((job) => !byUrl.has(job.job_url))) throw new Error(`${JOBS_FILE} and ${LABELS_FILE} list different jobs`);
  const grades = new Map<string, Map<string, TGrade>>();
  const resumes = labels.resumes.map(({ id, file, attributes }) => {
    const stored = labels.grades[id] ?? {};
    const graded = new Map<string, TGrade>();
    for (const job of labels.jobs) {
      const expected = grade(attributes, job);
      const actual = stored[job.job_url] ?? 0;
      if (expected !== actual) throw new Error(`${LABELS_FILE}: ${id} × ${job.job_url} is graded ${actual}, the rule gives ${expected}`);
      graded.set(job.job_url, actual);
    }
    grades.set(id, graded);
    return { id, text: readFileSync(join(dir, file), 'utf8'), attributes };
  });
  return { jobs, resumes, jobAttributes: labels.jobs, grades };
}
