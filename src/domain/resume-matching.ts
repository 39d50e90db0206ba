import { AppError, type TErrorCode } from './errors';

/** docs/product-rules.md §5 upload messages, word for word. */
export const UPLOAD_MESSAGES = {
  noFile: 'No file provided',
  captchaFailed: 'CAPTCHA verification failed. Please try again.',
  invalidExtension: 'Invalid file extension. Only PDF files are supported.',
  readFailed: 'Failed to read file',
} as const;

/** Rumbo's limits on an uploaded resume (docs/security.md, "Uploaded files"). */
export const UPLOAD_LIMITS = { maxBytes: 5 * 1024 * 1024, maxPages: 20, resumeTextMax: 100_000 } as const;

/** Files one person may have read per hour and per day (each one parsed counts, whatever it held). */
export const UPLOAD_QUOTA = { perHour: 10, perDay: 30 } as const;

/**
 * Why an upload or a matching request was refused; each has a translated message
 * `resume.errors.<reason>`. The first four are docs/product-rules.md §5; the others are Rumbo's clearer words for
 * a file of 0 bytes (`emptyFile`, found by the browser as soon as the file is chosen; the server
 * sees no file at all), files that cannot be read (`tooComplex`: the file ran past the parser's time or memory limit),
 * a server whose parsers are all taken (`busy`: nothing was spent, the same upload may be sent
 * again), a person past the upload quota (`uploadLimit`), a request that is gone (`expired`) and
 * matching that broke off after the upload was accepted (`matchFailed`).
 */
export const UPLOAD_REASONS = [
  'noFile',
  'captchaFailed',
  'invalidExtension',
  'readFailed',
  'notPdf',
  'tooLarge',
  'emptyFile',
  'tooManyPages',
  'encrypted',
  'noText',
  'damaged',
  'tooComplex',
  'busy',
  'uploadLimit',
  'expired',
  'matchFailed',
] as const;

export type TUploadReason = (typeof UPLOAD_REASONS)[number];

/** The server's English words for each reason: the docs/product-rules.md §5 text where it has one (the browser shows the translation). */
export const REFUSAL_MESSAGES: Record<TUploadReason, string> = {
  ...UPLOAD_MESSAGES,
  notPdf: 'The file is not a PDF document.',
  tooLarge: `The file is larger than ${UPLOAD_LIMITS.maxBytes / (1024 * 1024)} MB.`,
  emptyFile: 'The file is empty (0 bytes).',
  tooManyPages: `The PDF has more than ${UPLOAD_LIMITS.maxPages} pages.`,
  encrypted: 'The PDF is password-protected.',
  noText: 'The PDF has no text to read (is it a scan?).',
  damaged: 'The PDF is damaged or incomplete.',
  tooComplex: 'The PDF is too complex to read.',
  busy: 'Rumbo is reading other files right now. Please try again in a moment.',
  uploadLimit: `You can match up to ${UPLOAD_QUOTA.perHour} files an hour and ${UPLOAD_QUOTA.perDay} a day. Please try again later.`,
  expired: 'This matching request is no longer available.',
  matchFailed: 'Matching the resume to jobs failed. Please try again.',
};

/**
 * Refusals found before the PDF is read (docs/product-rules.md §5.6): they leave a solved captcha unspent, so the
 * person sends another file without solving it again. Every other answer (an accepted upload too)
 * came from a request that reached the PDF reader, which spent it; a refused captcha is no
 * captcha at all.
 */
const CAPTCHA_KEEPING_REASONS: readonly TUploadReason[] = ['noFile', 'invalidExtension', 'readFailed', 'tooLarge', 'emptyFile', 'notPdf', 'busy'];

/** Whether an upload refused for `reason` left its solved captcha usable for the next try. */
export const keepsCaptcha = (reason: string | undefined): boolean => (CAPTCHA_KEEPING_REASONS as readonly (string | undefined)[]).includes(reason);

/** Refusals that are not about the file: a request that is gone, a busy server, a person past the quota. */
const REFUSAL_CODES: Partial<Record<TUploadReason, TErrorCode>> = { expired: 'NOT_FOUND', busy: 'RATE_LIMITED', uploadLimit: 'RATE_LIMITED' };

/**
 * An upload or poll refused for `reason`, whichever API refused it: BAD_INPUT with the docs/product-rules.md §5 text
 * where it has one, else its own code. The browser translates `resume.errors.<reason>`.
 */
export function uploadRefusal(reason: TUploadReason, options: { message?: string; cause?: unknown } = {}): AppError {
  return new AppError(REFUSAL_CODES[reason] ?? 'BAD_INPUT', options.message ?? REFUSAL_MESSAGES[reason], { reason, cause: options.cause });
}

/** Base64 characters of the largest file the server reads to the end (twice the limit, so a little too large still gets `tooLarge`). */
export const PDF_DATA_MAX_CHARS = Math.ceil((UPLOAD_LIMITS.maxBytes * 2 * 4) / 3) + 4;

/** docs/product-rules.md §5: the extension must be pdf, in any case ("CV.PDF" passes, "cv.pdf.txt" and "pdf" do not). */
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
