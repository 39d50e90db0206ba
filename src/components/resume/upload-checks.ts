import { hasPdfExtension, UPLOAD_LIMITS, type TUploadReason } from '~/domain/resume-matching';

/** What the browser knows about the chosen file before reading it. */
export type TChosenFile = { name: string; size: number };

/**
 * What is wrong with a chosen file before anything else is asked (docs/product-rules.md §5.6): its type (a `.pdf`
 * name), emptiness (0 bytes) and size, each with its own message, shown as soon as it is chosen.
 */
export function fileProblem(file: TChosenFile): TUploadReason | null {
  if (!hasPdfExtension(file.name)) return 'invalidExtension';
  if (file.size === 0) return 'emptyFile';
  if (file.size > UPLOAD_LIMITS.maxBytes) return 'tooLarge';
  return null;
}

/**
 * The checks of Match, in order: a file, the file's own problems, then the captcha, so a file the
 * server would refuse is never sent and no one solves a captcha for it. Answers the first
 * problem, or null when the upload may go.
 */
export function firstUploadProblem(file: TChosenFile | null, captchaToken: string | null): TUploadReason | null {
  if (!file) return 'noFile';
  return fileProblem(file) ?? (captchaToken ? null : 'captchaFailed');
}

/** docs/product-rules.md §3: pdf_data is base64 without the data-URL prefix that FileReader puts before it. */
export function base64FromDataUrl(dataUrl: string): string {
  const comma = dataUrl.indexOf(',');
  return comma === -1 ? dataUrl : dataUrl.slice(comma + 1);
}

/** Reads a file as base64; rejects with the docs/product-rules.md §5 'readFailed' reason when the browser cannot read it. */
export function readFileAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(base64FromDataUrl(reader.result)) : reject(new UploadReadError()));
    reader.onerror = () => reject(new UploadReadError());
    reader.onabort = () => reject(new UploadReadError());
    reader.readAsDataURL(file);
  });
}

/** A file the browser could not read (moved, deleted or unreadable since it was chosen). */
export class UploadReadError extends Error {
  readonly reason = 'readFailed' satisfies TUploadReason;
  constructor() {
    super('Failed to read file');
    this.name = 'UploadReadError';
  }
}

/** A byte count for people, never rounded up to a size the file does not have: "0 bytes", "820 KB", "1.4 MB". */
export function fileSizeParts(bytes: number): { value: number; unit: 'bytes' | 'KB' | 'MB' } {
  if (bytes < 1024) return { value: bytes, unit: 'bytes' };
  if (bytes < 1024 * 1024) return { value: Math.round(bytes / 1024), unit: 'KB' };
  return { value: Math.round((bytes / (1024 * 1024)) * 10) / 10, unit: 'MB' };
}
