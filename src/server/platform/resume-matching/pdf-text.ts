import { base64ByteLength, hasPdfExtension, isBase64, UPLOAD_LIMITS, uploadRefusal as refusal } from '~/domain/resume-matching';
import type { TUploadInput } from '~/domain/resume-matching-schema';
import type { TCaptcha } from './captcha';
import { isParsersBusy, type TParse, type TPdfParsers } from './pdf-parsers';

/** Fewer letters than this is no resume to match: a scan without a text layer, or an empty page. */
const MIN_LETTERS = 20;
const PDF_SIGNATURE = '%PDF-';

/** What the upload checks read out of an accepted file. */
export type TPdfText = { text: string; pages: number };

/**
 * The base64 of the upload as bytes, after the checks that need no PDF reader (in the order the
 * docs/product-rules.md §5.6 gives): readable base64, at most 5 MB, the PDF signature. Throws the refusal otherwise.
 */
export function decodePdfData(pdfData: string): Uint8Array {
  if (!isBase64(pdfData)) throw refusal('readFailed');
  if (base64ByteLength(pdfData) > UPLOAD_LIMITS.maxBytes) throw refusal('tooLarge');
  const bytes = new Uint8Array(Buffer.from(pdfData, 'base64'));
  if (bytes.length > UPLOAD_LIMITS.maxBytes) throw refusal('tooLarge');
  if (Buffer.from(bytes.subarray(0, PDF_SIGNATURE.length)).toString('latin1') !== PDF_SIGNATURE) throw refusal('notPdf');
  return bytes;
}

/**
 * The text of a PDF, read in a parser process (pdf-parsers.ts), pages merged: refuses
 * password-protected (encrypted), unparsable (damaged), too long (tooManyPages), textless (noText)
 * files and files that ran past the parser's limits (tooComplex); the text is cut to the stored
 * resume's limit.
 */
export async function readPdfText(parse: TParse, bytes: Uint8Array): Promise<TPdfText> {
  const parsed = await parse(bytes);
  if ('refused' in parsed) throw refusal(parsed.refused);
  const clean = parsed.text
    .replace(/[ \t\f\v\u00a0]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
  if ((clean.match(/\p{L}/gu) ?? []).length < MIN_LETTERS) throw refusal('noText');
  return { text: clean.slice(0, UPLOAD_LIMITS.resumeTextMax), pages: parsed.pages };
}

/** What an upload's checks need beyond the file: the captcha, the parsers, the person's quota. */
export type TUploadGuards = {
  captcha: Pick<TCaptcha, 'check'>;
  parsers: TPdfParsers;
  /** Counts one read file against the person's quota; false when it is used up. */
  spendQuota: () => Promise<boolean>;
};

/**
 * Every check of an upload in order, each with its own reason, before anything is stored:
 * file present, captcha (missing, invalid, expired), .pdf name, readable base64, size, PDF
 * signature; then, holding a parser, the captcha is spent (a replay is refused) and the file
 * counted against the person's quota before it is read. A server with no free parser refuses
 * (busy) before anything is spent, so the browser may send the same upload again. A body without
 * a file name (the API's, docs/product-rules.md §7) is not checked for one; an empty name is not a .pdf name.
 */
export async function checkUpload(input: TUploadInput, guards: TUploadGuards): Promise<TPdfText> {
  if (!input.pdf_data) throw refusal('noFile');
  const captcha = input.captcha_token ? await guards.captcha.check(input.captcha_token) : null;
  if (!captcha) throw refusal('captchaFailed');
  if (input.file_name !== undefined && !hasPdfExtension(input.file_name)) throw refusal('invalidExtension');
  const bytes = decodePdfData(input.pdf_data);
  return guards.parsers
    .withParser(async (parse) => {
      if (!(await captcha.spend())) throw refusal('captchaFailed');
      if (!(await guards.spendQuota())) throw refusal('uploadLimit');
      return readPdfText(parse, bytes);
    })
    .catch((error: unknown) => {
      throw isParsersBusy(error) ? refusal('busy') : error;
    });
}
