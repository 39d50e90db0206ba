import { z } from 'zod';
import { ZJob } from './jobs';

/** SPEC §5 upload messages, word for word. */
export const UPLOAD_MESSAGES = {
  noFile: 'No file provided',
  captchaFailed: 'CAPTCHA verification failed. Please try again.',
  invalidExtension: 'Invalid file extension. Only PDF files are supported.',
  readFailed: 'Failed to read file',
} as const;

/** Rumbo's limits on an uploaded resume (README "Resume matching"). */
export const UPLOAD_LIMITS = { maxBytes: 5 * 1024 * 1024, maxPages: 20, resumeTextMax: 100_000 } as const;

/**
 * Why an upload or a matching request was refused; each has a translated message
 * `resume.errors.<reason>`. The first four are SPEC §5; the others are Rumbo's clearer words for
 * files that cannot be read, a request that is gone (`expired`) and matching that broke off
 * after the upload was accepted (`matchFailed`).
 */
export const UPLOAD_REASONS = [
  'noFile',
  'captchaFailed',
  'invalidExtension',
  'readFailed',
  'notPdf',
  'tooLarge',
  'tooManyPages',
  'encrypted',
  'noText',
  'damaged',
  'expired',
  'matchFailed',
] as const;
export type TUploadReason = (typeof UPLOAD_REASONS)[number];

/** The server's English words for each reason: the SPEC §5 text where it has one (the browser shows the translation). */
export const REFUSAL_MESSAGES: Record<TUploadReason, string> = {
  ...UPLOAD_MESSAGES,
  notPdf: 'The file is not a PDF document.',
  tooLarge: `The file is larger than ${UPLOAD_LIMITS.maxBytes / (1024 * 1024)} MB.`,
  tooManyPages: `The PDF has more than ${UPLOAD_LIMITS.maxPages} pages.`,
  encrypted: 'The PDF is password-protected.',
  noText: 'The PDF has no text to read (is it a scan?).',
  damaged: 'The PDF is damaged or incomplete.',
  expired: 'This matching request is no longer available.',
  matchFailed: 'Matching the resume to jobs failed. Please try again.',
};

/** Base64 characters of the largest file the server reads to the end (twice the limit, so a little too large still gets `tooLarge`). */
export const PDF_DATA_MAX_CHARS = Math.ceil((UPLOAD_LIMITS.maxBytes * 2 * 4) / 3) + 4;

/** SPEC §3/§7 POST /resume-to-jobs-upload body; the file name travels beside it for the SPEC extension check. */
export const ZUploadInput = z.object({
  file_name: z.string().max(255).default(''),
  /** Base64 without a data-URL prefix; 5 MB of PDF is about 7 MB of base64. */
  pdf_data: z.string().max(PDF_DATA_MAX_CHARS).default(''),
  captcha_token: z.string().max(4096).default(''),
});
export type TUploadInput = z.output<typeof ZUploadInput>;

/** A request id as either API may issue it: opaque, URL-safe. */
export const ZRequestId = z.string().trim().min(1).max(128);

/** SPEC §5: the extension must be pdf, in any case ("CV.PDF" passes, "cv.pdf.txt" and "pdf" do not). */
export function hasPdfExtension(name: string): boolean {
  return /\.pdf$/i.test(name.trim());
}

/**
 * Strict base64 (standard alphabet, padding optional, no data-URL prefix): anything else is a
 * file the browser did not read properly. Line breaks are tolerated, as some encoders wrap.
 */
export function isBase64(data: string): boolean {
  const compact = data.replace(/[\r\n]/g, '');
  return compact.length % 4 !== 1 && /^[A-Za-z0-9+/]*={0,2}$/.test(compact);
}

/** Bytes a base64 string decodes to, without decoding it. */
export function base64ByteLength(data: string): number {
  const compact = data.replace(/[\r\n=]/g, '');
  return Math.floor((compact.length * 3) / 4);
}

export const ZMatchReason = z.object({ code: z.string(), values: z.record(z.string(), z.union([z.string(), z.number()])).optional() });
/** Why a job fits: score 0–100, the resume's skills it asks for, those it asks for that the resume lacks, and a reason key. */
export const ZMatchExplanation = z.object({
  score: z.number().min(0).max(100),
  matched_skills: z.array(z.string()),
  missing_skills: z.array(z.string()),
  reason: ZMatchReason,
});
export const ZRankedJob = ZMatchExplanation.extend({ job: ZJob.extend({ company: z.string() }) });

export const MATCH_STATUSES = ['pending', 'processing', 'done', 'failed'] as const;
export type TMatchStatus = (typeof MATCH_STATUSES)[number];

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

/** Progress shown for each stage: accepted, ranking, done. */
export const MATCH_PROGRESS = { accepted: 10, ranking: 50, done: 100 } as const;
