export type { TUploadInput, TMatchRequest } from './resume-matching-schema';

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

export const MATCH_STATUSES = ['pending', 'processing', 'done', 'failed'] as const;

export type TMatchStatus = (typeof MATCH_STATUSES)[number];

/** Progress shown for each stage: accepted, ranking, done. */
export const MATCH_PROGRESS = { accepted: 10, ranking: 50, done: 100 } as const;
