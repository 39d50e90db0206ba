import { hasPdfExtension, UPLOAD_LIMITS, type TUploadReason } from '~/domain/resume-matching';

/** What the browser knows about the chosen file before reading it. */
export type TChosenFile = { name: string; size: number };

/**
 * docs/product-rules.md §5 checks in their order (file, captcha, extension), then Rumbo's size limit so a file the
 * server would refuse is not sent at all. Answers the first problem, or null when the upload may go.
 */
export function firstUploadProblem(file: TChosenFile | null, captchaToken: string | null): TUploadReason | null {
  if (!file) return 'noFile';
  if (!captchaToken) return 'captchaFailed';
  if (!hasPdfExtension(file.name)) return 'invalidExtension';
  if (file.size > UPLOAD_LIMITS.maxBytes) return 'tooLarge';
  return null;
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

/** A byte count for people: "820 KB", "1.4 MB". */
export function fileSizeParts(bytes: number): { value: number; unit: 'KB' | 'MB' } {
  if (bytes < 1024 * 1024) return { value: Math.max(1, Math.round(bytes / 1024)), unit: 'KB' };
  return { value: Math.round((bytes / (1024 * 1024)) * 10) / 10, unit: 'MB' };
}
