// The resume matching schemas (zod), apart from the rules in ./resume-matching.ts so that the browser's bundle of a page
// that only reads the rules carries no validation library.
import './zod-setup';
import { z } from 'zod';
import { ZJob } from './jobs/schema';
import { UPLOAD_REASONS, PDF_DATA_MAX_CHARS, MATCH_STATUSES } from './resume-matching';
import { LANGUAGE_LEVELS } from './matching/intent-words';

/**
 * docs/product-rules.md §3/§7 POST /resume-to-jobs-upload body; the file name travels beside it
 * for the §5.6 extension check. The API body may leave the name out (the §7 body has none); a
 * person's upload (`ZPersonUploadInput`) always names its file.
 */
export const ZUploadInput = z.object({
  file_name: z.string().max(255).optional(),
  /** Base64 without a data-URL prefix; 5 MB of PDF is about 7 MB of base64. */
  pdf_data: z.string().max(PDF_DATA_MAX_CHARS).default(''),
  captcha_token: z.string().max(4096).default(''),
});

export type TUploadInput = z.output<typeof ZUploadInput>;

/** An upload from Rumbo's own page: a missing name is an empty one, refused as not a .pdf. */
export const ZPersonUploadInput = ZUploadInput.extend({ file_name: z.string().max(255).default('') });

/** A request id as either API may issue it: opaque, URL-safe. */
export const ZRequestId = z.string().trim().min(1).max(128);

/** A match's reason as ids (docs/decisions/0008-matching-engine.md): a message key and values, skill names, where the job is. */
export const ZMatchReason = z.object({
  code: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  skills: z.array(z.string()).optional(),
  where: z.object({ code: z.string(), place: z.string() }).optional(),
});

const ZMatchNames = z.object({
  matched: z.array(z.string()),
  missing: z.array(z.string()),
  reasonSkills: z.array(z.string()),
  role: z.string().optional(),
  place: z.string().optional(),
});

/** Why a job fits: score 0–100, the resume's skills it asks for, those it asks for that the resume lacks (canonical names), and a reason. */
export const ZMatchExplanation = z.object({
  score: z.number().min(0).max(100),
  matched_skills: z.array(z.string()),
  missing_skills: z.array(z.string()),
  reason: ZMatchReason,
  /** The same named in both interface languages (domain/matching/labels.ts), added as a match leaves the server. */
  labels: z.object({ en: ZMatchNames, es: ZMatchNames }).optional(),
});

export const ZRankedJob = ZMatchExplanation.extend({ job: ZJob.extend({ company: z.string() }) });

/** GET /resume-to-jobs-request answer (SPEC leaves it open): where the request stands, then its result. */
export const ZMatchRequest = z.object({
  request_id: z.string(),
  status: z.enum(MATCH_STATUSES),
  /** 0–100, for the progress bar. */
  progress: z.number().min(0).max(100),
  error: z.object({ reason: z.enum(UPLOAD_REASONS) }).nullish(),
  result: z.object({ resume_text: z.string(), matches: z.array(ZRankedJob) }).nullish(),
});

export type TMatchRequest = z.infer<typeof ZMatchRequest>;

const ZRulePlace = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('city'), name: z.string(), es: z.string().optional() }),
  z.object({ kind: z.literal('country'), code: z.string() }),
  z.object({ kind: z.literal('region'), code: z.enum(['europe', 'latam']) }),
]);
const ZWorkMode = z.enum(['remote', 'hybrid', 'onsite']);

/** A rule read from the resume about where and how the person wants to work (docs/product-rules.md §4.10), shown on the result screen. */
export const ZStatedRule = z.discriminatedUnion('code', [
  z.object({ code: z.enum(['movingTo', 'relocateTo', 'onlyIn', 'notIn', 'timeZones']), places: z.array(ZRulePlace) }),
  z.object({ code: z.enum(['relocateAnywhere', 'noRelocation']) }),
  z.object({ code: z.enum(['modeOnly', 'modesWanted', 'modesExcluded']), modes: z.array(ZWorkMode) }),
  z.object({ code: z.literal('language'), language: z.string(), level: z.enum(LANGUAGE_LEVELS).nullable() }),
]);
