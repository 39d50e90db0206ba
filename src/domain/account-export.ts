import { z } from 'zod';
import { ZApplication } from './applications-schema';

/**
 * Everything Rumbo holds about a person, as they download it from /settings: the profile, the
 * subscription's state (never a card), the job preferences with the exclusions, the resume text,
 * every application with its history and notes, the messages they sent to support, and the
 * settings of what Rumbo sends or accepts on their behalf: match alerts, the calendar feed and the
 * browser extension's key (when each was made; never a token or a key itself).
 */
export const ZAccountExport = z.object({
  exported_at: z.string(),
  profile: z.object({ email: z.string(), name: z.string().nullable(), created_at: z.number().nullable(), last_active: z.number().nullable() }),
  subscription: z.object({ status: z.string(), paymentStatus: z.string(), periodEnd: z.number(), cancelAtEnd: z.boolean() }).nullable(),
  job_preferences: z.object({ locations: z.array(z.string()), fields: z.array(z.string()), excluded_companies: z.array(z.string()), excluded_titles: z.array(z.string()) }),
  resume_text: z.string(),
  applications: z.array(ZApplication),
  support_requests: z.array(z.object({ reference: z.string(), topic: z.string(), message: z.string(), reply_email: z.string(), created_at: z.number() })),
  match_alerts: z.object({ frequency: z.string(), min_score: z.number(), time_zone: z.string(), locale: z.string(), updated_at: z.number() }).nullable(),
  calendar_feed: z.object({ created_at: z.number() }).nullable(),
  extension_key: z.object({ created_at: z.number() }).nullable(),
});
export type TAccountExport = z.infer<typeof ZAccountExport>;
