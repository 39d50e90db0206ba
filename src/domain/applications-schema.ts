// The applications schemas (zod), apart from the rules in ./applications.ts and ./application-limits.ts so that the browser's bundle of a page
// that only reads the rules carries no validation library.
import './zod-setup';
import { z } from 'zod';
import { ZJobUrl } from './jobs/schema';
import { APPLICATION_STATUSES, NOTES_MAX, CONTACT_MAX, TITLE_MAX, SALARY_MAX } from './application-limits';

export const ZApplicationStatus = z.enum(APPLICATION_STATUSES, { error: 'Unknown status' });

export const ZNotes = z.string().max(NOTES_MAX, `Notes must be at most ${NOTES_MAX} characters`);

export const ZStatusChange = z.object({ status: z.string(), at: z.number() });

/** An application as either applications API answers it: docs/product-rules.md §3 job_url and status, with dates when the API keeps them. */
export const ZApiApplication = z.object({
  job_url: z.string(),
  status: z.string(),
  created_at: z.number().nullish(),
  updated_at: z.number().nullish(),
});

export type TApiApplication = z.infer<typeof ZApiApplication>;

const detail = (max: number, message: string) => z.string().trim().max(max, message);

export const ZContact = detail(CONTACT_MAX, `Contact must be at most ${CONTACT_MAX} characters`);

export const ZSalary = detail(SALARY_MAX, `Salary must be at most ${SALARY_MAX} characters`);

/** A planned date (interview, follow-up): a calendar day, as its UTC midnight in epoch ms, or null to clear it. */
export const ZPlannedDate = z
  .number()
  .int()
  .min(Date.UTC(2000, 0, 1), 'Invalid date')
  .max(Date.UTC(2100, 0, 1), 'Invalid date')
  .multipleOf(24 * 60 * 60 * 1000, 'Invalid date')
  .nullable();

/**
 * An interview's exact moment (epoch ms), beside its calendar day (src/domain/planned-time.ts), or
 * null to keep the day alone.
 */
export const ZPlannedMoment = z
  .number()
  .int()
  .min(Date.UTC(1999, 11, 31), 'Invalid date')
  .max(Date.UTC(2100, 0, 2), 'Invalid date')
  .nullable();

/** A job found outside Rumbo, as the person types it in: its address (the URL rule), what it is and where; Saved unless said otherwise. */
export const ZOutsideJob = z.object({
  job_url: ZJobUrl,
  title: detail(TITLE_MAX, `Title must be at most ${TITLE_MAX} characters`).min(1, 'Title is required'),
  company: detail(TITLE_MAX, `Company must be at most ${TITLE_MAX} characters`).min(1, 'Company is required'),
  location: detail(TITLE_MAX, `Location must be at most ${TITLE_MAX} characters`).optional(),
  status: ZApplicationStatus.default('SAVED'),
});

export type TOutsideJob = z.input<typeof ZOutsideJob>;

/** An application as Rumbo shows it: the API's fields plus Rumbo's own tracker details and job snapshot. */
export const ZApplication = z.object({
  job_url: z.string(),
  status: z.string(),
  created_at: z.number().nullish(),
  updated_at: z.number().nullish(),
  /** When the person applied: the move out of Saved (cleared by a move back to Saved). */
  applied_at: z.number().nullish(),
  notes: z.string().nullish(),
  history: z.array(ZStatusChange).nullish(),
  company: z.string().nullish(),
  title: z.string().nullish(),
  location: z.string().nullish(),
  /** Set while the application is archived: kept, out of the board and the default list. */
  archived_at: z.number().nullish(),
  interview_at: z.number().nullish(),
  /** The interview's exact moment when a time was given; the day alone (interview_at) otherwise. */
  interview_time_at: z.number().nullish(),
  follow_up_at: z.number().nullish(),
  contact: z.string().nullish(),
  salary: z.string().nullish(),
  /** True for a job the person added by hand (found outside Rumbo). */
  is_manual: z.boolean().nullish(),
});

export type TApplication = z.infer<typeof ZApplication>;
