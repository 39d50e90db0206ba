import './zod-setup';
import { z } from 'zod';
import type { TExclusions } from './jobs/lists';
import { ZJobPreferences } from './jobs/schema';
import { ZSubscription } from './subscription-schema';

/** A person's record in the users table (docs/product-rules.md §3.1; prisma-free.md, users): what every layer reads of it. */
export const ZUserRecord = z.object({
  user_email: z.string(),
  name: z.string().optional(),
  subscription: ZSubscription.optional(),
  created_at: z.number(),
  updated_at: z.number(),
  /** docs/product-rules.md §3 locations and fields (older records also carry the exclusions here). */
  job_preferences: ZJobPreferences.optional(),
  /** Rumbo's own: companies and titles never to show, whichever jobs API holds the preferences. */
  job_exclusions: ZJobPreferences.pick({ excluded_companies: true, excluded_titles: true }).optional(),
  stats: z.record(z.string(), z.unknown()).optional(),
  features: z.record(z.string(), z.unknown()).optional(),
  notifications: z.record(z.string(), z.unknown()).optional(),
  last_active: z.number().optional(),
  /** Up to 100 kB: not in what `get` reads; `resumeText` reads it (the matches and the resume page need it). */
  resume_text: z.string().optional(),
  /** Whether `resume_text` holds a resume, so the pages that rank by it read it only then (absent on older records: read to know). */
  has_resume: z.boolean().optional(),
  /** Ids of the person's recent resume-matching requests on Rumbo's own source, newest first (there is no owner index). */
  resume_requests: z.array(z.string()).optional(),
  /** Raised after every write to the person's applications (absent: none yet), so a list read under it can be reused (applications-cache.ts). */
  applications_version: z.number().optional(),
  /** Sessions signed in before this time (ms) are over (sign out everywhere, a password change or reset), except `session_kept`. */
  sessions_ended_at: z.number().optional(),
  /** The one session that outlives `sessions_ended_at`: the one that changed the password. */
  session_kept: z.string().optional(),
  /** When the person closed the dashboard's welcome ("Got it"), so no browser of theirs shows it again. */
  welcome_dismissed_at: z.number().optional(),
  /** Ids of sessions signed out one by one, newest first (a copied cookie of one of them is refused). */
  ended_sessions: z.array(z.string()).optional(),
});
export type TUserRecord = z.infer<typeof ZUserRecord>;

/** Rumbo's exclusions for a person; records saved before they had their own attribute kept them inside job_preferences. */
export function exclusionsOf(user: Pick<TUserRecord, 'job_exclusions' | 'job_preferences'>): TExclusions {
  const legacy = user.job_preferences;
  return user.job_exclusions ?? { excluded_companies: legacy?.excluded_companies ?? [], excluded_titles: legacy?.excluded_titles ?? [] };
}
