// The jobs schemas (zod), apart from the rules in ./rules.ts and ./lists.ts so that the browser's bundle of a page
// that only reads the rules carries no validation library.
import '../zod-setup';
import { z } from 'zod';
import { JOB_LIMITS } from './limits';
import { cleanPreferenceList, isJobUrl, JOB_URL_MAX } from './rules';

/** A job as the jobs API returns it (docs/product-rules.md §3); unknown extra fields are dropped at the boundary. */
export const ZJob = z.object({
  job_url: z.string(),
  company: z.string().nullish(),
  location: z.string().nullish(),
  role_type: z.string().nullish(),
  creation_date: z.number().nullish(),
  title: z.string().nullish(),
  description: z.string().nullish(),
  salary: z.string().nullish(),
  remote: z.boolean().nullish(),
  language: z.string().nullish(),
});

export type TJob = z.infer<typeof ZJob>;

const ZNames = z.object({ place: z.string(), field: z.string() });

/** One name in each interface language. */
export const ZInBoth = z.object({ en: z.string(), es: z.string() });

export type TInBoth = z.infer<typeof ZInBoth>;

/**
 * A job's place and field as each interface language names them ("Remoto (España)" is "Remote
 * (Spain)" in English), worded on the server so the browser loads no term tables; both languages,
 * so a switch of language needs no new call. See ./labels.ts.
 */
export const ZJobLabels = z.object({ en: ZNames, es: ZNames });

export type TJobLabels = z.infer<typeof ZJobLabels>;

const ZNamedChoice = z.object({ value: z.string(), isBroad: z.boolean(), labels: ZInBoth });

/** The filter and preference choices, named in both interface languages (worded on the server, like ZJobLabels). */
export const ZNamedChoices = z.object({ locations: z.array(ZNamedChoice), fields: z.array(ZNamedChoice) });

export type TNamedChoices = z.infer<typeof ZNamedChoices>;

/** A job for the screens: with its labels. */
export const ZLabelledJob = ZJob.extend({ labels: ZJobLabels });

const preferenceList = z
  .array(z.string())
  .max(JOB_LIMITS.preferenceEntries)
  .transform((list, ctx) => {
    const clean = cleanPreferenceList(list);
    if (clean) return clean;
    ctx.addIssue({ code: 'custom', message: `Each entry needs 1 to ${JOB_LIMITS.preferenceLength} characters` });
    return z.NEVER;
  });

const storedList = z
  .array(z.string())
  .nullish()
  .transform((list) => list ?? []);

/** Job preferences as read from storage or an API: docs/product-rules.md §3 locations and fields, plus companies and titles to exclude. */
export const ZJobPreferences = z.object({
  locations: storedList,
  fields: storedList,
  excluded_companies: storedList,
  excluded_titles: storedList,
});

export type TJobPreferences = z.output<typeof ZJobPreferences>;

export const ZSearchPreferences = ZJobPreferences.pick({ locations: true, fields: true });

/** Job preferences a user may save: at most 50 entries of 1 to 100 characters per list, duplicates removed. */
export const ZJobPreferencesInput = z.object({
  locations: preferenceList.default([]),
  fields: preferenceList.default([]),
  excluded_companies: preferenceList.default([]),
  excluded_titles: preferenceList.default([]),
});

/** Preference options (docs/product-rules.md §3). */
export const ZPreferenceOptions = z.object({ role_types: z.array(z.string()).default([]), locations: z.array(z.string()).default([]) });

export type TPreferenceOptions = z.output<typeof ZPreferenceOptions>;

/** A job URL users and feeds may store: absolute http(s), at most 1,024 bytes (`isJobUrl`). */
export const ZJobUrl = z.string().trim().max(JOB_URL_MAX, 'Invalid job URL').refine(isJobUrl, 'Invalid job URL');
