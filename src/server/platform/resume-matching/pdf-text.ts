import { extractText, getDocumentProxy } from 'unpdf';
import { base64ByteLength, hasPdfExtension, isBase64, UPLOAD_LIMITS, type TUploadInput } from '~/domain/resume-matching';
import { refusal } from './refusal';

/** Fewer letters than this is no resume to match: a scan without a text layer, or an empty page. */
const MIN_LETTERS = 20;
const PDF_SIGNATURE = '%PDF-';

/** What the upload checks read out of an accepted file. */
export type TPdfText = { text: string; pages: number };

/**
 * The base64 of the upload as bytes, after the checks that need no PDF reader (in the order the
 * README gives): readable base64, at most 5 MB, the PDF signature. Throws the refusal otherwise.
 */
export function decodePdfData(pdfData: string): Uint8Array {
  if (!isBase64(pdfData)) throw refusal('readFailed');
  if (base64ByteLength(pdfData) > UPLOAD_LIMITS.maxBytes) throw refusal('tooLarge');
  const bytes = new Uint8Array(Buffer.from(pdfData, 'base64'));
  if (bytes.length > UPLOAD_LIMITS.maxBytes) throw refusal('tooLarge');
  if (Buffer.from(bytes.subarray(0, PDF_SIGNATURE.length)).toString('latin1') !== PDF_SIGNATURE) throw refusal('notPdf');
  return bytes;
}

/** pdf.js names its failures: a password it was not given, or a file it cannot parse. */
const errorName = (error: unknown) => (error instanceof Error ? error.name : '');

/**
 * The text of a PDF with unpdf (pdf.js), pages merged. Bounded: at most 20 pages of at most 5 MB,
 * about 15 ms for 2 pages and 100 ms for 20, so it runs inside the upload request. Refuses
 * password-protected (encrypted), unparsable (damaged), too long (tooManyPages) and textless
 * (noText) files; the text is cut to the stored resume's limit.
 */
export async function readPdfText(bytes: Uint8Array): Promise<TPdfText> {
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    pdf = await getDocumentProxy(bytes, { verbosity: 0 });
  } catch (error) {
    throw refusal(errorName(error) === 'PasswordException' ? 'encrypted' : 'damaged');
  }
  try {
    if (pdf.numPages > UPLOAD_LIMITS.maxPages) throw refusal('tooManyPages');
    let text: string;
    try {
      text = (await extractText(pdf, { mergePages: true })).text;
    } catch {
      throw refusal('damaged');
    }
    const clean = text
      .replace(/[ \t\f\v\u00a0]+/g, ' ')
      .replace(/\s*\n\s*/g, '\n')
      .trim();
    if ((clean.match(/\p{L}/gu) ?? []).length < MIN_LETTERS) throw refusal('noText');
    return { text: clean.slice(0, UPLOAD_LIMITS.resumeTextMax), pages: pdf.numPages };
  } finally {
    void pdf.destroy().catch(() => undefined);
  }
}

/**
 * Every check of an upload in order, each with its own reason, before anything is stored:
 * file present, captcha (missing, invalid, replayed), .pdf name, readable base64, size, PDF
 * signature, then the reader's own refusals. An empty file name is not checked (a SPEC body has
 * none; the signature check still applies).
 */
export async function checkUpload(input: TUploadInput, verifyCaptcha: (token: string) => Promise<boolean>): Promise<TPdfText> {
  if (!input.pdf_data) throw refusal('noFile');
  if (!input.captcha_token || !(await verifyCaptcha(input.captcha_token))) throw refusal('captchaFailed');
  if (input.file_name.trim() && !hasPdfExtension(input.file_name)) throw refusal('invalidExtension');
  return readPdfText(decodePdfData(input.pdf_data));
}
