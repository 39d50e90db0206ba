import { createHash } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/**
 * PDF fixtures made in code, so no binary file sits in the repository and each test says what
 * its file is: text PDFs and an image-only page with pdf-lib, a damaged one by cutting bytes, and
 * a password-protected one written by hand (pdf-lib cannot encrypt).
 */

const LINE_CHARS = 95;
const LINES_PER_PAGE = 58;

/** Wraps a paragraph at word boundaries so every line fits the page. */
function wrap(paragraph: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(/\s+/).filter(Boolean)) {
    if (line && line.length + word.length + 1 > LINE_CHARS) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return [...lines, line];
}

/** A text PDF: one entry per page, each page's text wrapped into lines (WinAnsi, so Spanish accents work). */
export async function textPdf(pages: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const text of pages) {
    const page = doc.addPage([612, 792]);
    const lines = text.split('\n').flatMap(wrap).slice(0, LINES_PER_PAGE);
    lines.forEach((line, i) => page.drawText(line, { x: 48, y: 750 - i * 12.5, size: 10, font }));
  }
  return doc.save();
}

/** A résumé of `pages` pages: the paragraphs repeated until each page is full. */
export async function resumePdf(paragraphs: string[], pages: number): Promise<Uint8Array> {
  const perPage = paragraphs.join('\n');
  return textPdf(Array.from({ length: pages }, (_, i) => (i === 0 ? perPage : `${perPage}\n(page ${i + 1})`)));
}

// A 1×1 grey PNG; stretched over the page it stands for a scanned résumé with no text layer.
const PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg==';

/** An image-only PDF (a scan): pages that hold a picture and no text. */
export async function imageOnlyPdf(pages = 1): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const image = await doc.embedPng(Buffer.from(PIXEL_PNG, 'base64'));
  for (let i = 0; i < pages; i += 1) doc.addPage([612, 792]).drawImage(image, { x: 0, y: 0, width: 612, height: 792 });
  return doc.save();
}

/** A PDF without pages. */
export async function noPagesPdf(): Promise<Uint8Array> {
  return (await PDFDocument.create()).save();
}

/** A PDF with one blank page. */
export async function blankPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage([612, 792]);
  return doc.save();
}

/** The first part of a file, as an interrupted download leaves it. */
export function truncated(bytes: Uint8Array, keep = 0.6): Uint8Array {
  return bytes.slice(0, Math.floor(bytes.length * keep));
}

/** Bytes as the browser sends them: base64 without a data-URL prefix (docs/product-rules.md §3). */
export const toBase64 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64');

// ---- A password-protected PDF (standard security handler, revision 2, RC4 40-bit) ----

const PASSWORD_PAD = Buffer.from('28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a', 'hex');
const md5 = (...parts: Buffer[]) => createHash('md5').update(Buffer.concat(parts)).digest();
const padded = (password: string) => Buffer.concat([Buffer.from(password, 'latin1'), PASSWORD_PAD]).subarray(0, 32);

/** RC4 (ARC4): the cipher of the PDF 1.1 security handler; Node's OpenSSL 3 no longer offers it. */
function rc4(key: Buffer, data: Buffer): Buffer {
  const s = Array.from({ length: 256 }, (_, i) => i);
  for (let i = 0, j = 0; i < 256; i += 1) {
    j = (j + s[i]! + key[i % key.length]!) & 255;
    [s[i], s[j]] = [s[j]!, s[i]!];
  }
  const out = Buffer.alloc(data.length);
  for (let n = 0, i = 0, j = 0; n < data.length; n += 1) {
    i = (i + 1) & 255;
    j = (j + s[i]!) & 255;
    [s[i], s[j]] = [s[j]!, s[i]!];
    out[n] = data[n]! ^ s[(s[i]! + s[j]!) & 255]!;
  }
  return out;
}

/** Lays out numbered objects with a cross-reference table and trailer (objects are numbered from 1). */
export function assemble(objects: Buffer[], trailer: string): Uint8Array {
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = chunks[0]!.length;
  objects.forEach((body, i) => {
    offsets.push(length);
    const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    chunks.push(chunk);
    length += chunk.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`, ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)].join('');
  chunks.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} ${trailer} >>\nstartxref\n${length}\n%%EOF\n`, 'latin1'));
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * A one-page PDF whose text only opens with the user password (PDF 1.7 §7.6.3, algorithms 2–4):
 * the content stream is RC4-encrypted and the /Encrypt dictionary carries real O and U values.
 */
export function encryptedPdf(text = 'Confidential resume: senior engineer', userPassword = 'secret'): Uint8Array {
  const id = md5(Buffer.from('rumbo-test-document'));
  const permissions = -44;
  const ownerKey = md5(padded('owner-password')).subarray(0, 5);
  const o = rc4(ownerKey, padded(userPassword));
  const p = Buffer.alloc(4);
  p.writeInt32LE(permissions);
  const key = md5(padded(userPassword), o, p, id).subarray(0, 5);
  const u = rc4(key, PASSWORD_PAD);
  const objectKey = (num: number) => md5(key, Buffer.from([num & 255, (num >> 8) & 255, (num >> 16) & 255, 0, 0])).subarray(0, 10);
  const content = rc4(objectKey(5), Buffer.from(`BT /F1 12 Tf 72 700 Td (${text}) Tj ET`, 'latin1'));
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ].map((body) => Buffer.from(body, 'latin1'));
  objects.push(Buffer.concat([Buffer.from(`<< /Length ${content.length} >>\nstream\n`, 'latin1'), content, Buffer.from('\nendstream', 'latin1')]));
  objects.push(Buffer.from(`<< /Filter /Standard /V 1 /R 2 /O <${o.toString('hex')}> /U <${u.toString('hex')}> /P ${permissions} >>`, 'latin1'));
  return assemble(objects, `/Root 1 0 R /Encrypt 6 0 R /ID [<${id.toString('hex')}> <${id.toString('hex')}>]`);
}
