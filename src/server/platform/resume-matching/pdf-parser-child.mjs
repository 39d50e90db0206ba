// The PDF parser process: reads the text of untrusted uploads with unpdf (pdf.js), one at a time,
// outside the serving process. Its parent (pdf-parsers.ts) starts it with an address-space limit,
// a small heap, no secrets in its environment, and kills it when a parse runs past the time limit;
// a file that breaks it (a decompression bomb, a tree of nested forms) costs only this process.
// Plain JavaScript: the parent runs it with the bare `node` binary, in development and production.
import { readFileSync } from 'node:fs';
import { getDocumentProxy } from 'unpdf';
import { pageText, toTextItem } from './pdf-layout.mjs';

/** Characters of raw text sent back at most: the stored resume keeps far fewer (UPLOAD_LIMITS). */
const RAW_TEXT_MAX = 1_000_000;

/**
 * @param {Uint8Array} data
 * @param {number} maxPages
 * @returns {Promise<{ text: string, pages: number } | { refused: 'encrypted' | 'damaged' | 'tooManyPages' }>}
 */
async function parse(data, maxPages) {
  /** @type {Awaited<ReturnType<typeof getDocumentProxy>>} */
  let pdf;
  try {
    // No eval: pdf.js would otherwise compile font programs into JavaScript functions.
    pdf = await getDocumentProxy(data, { verbosity: 0, isEvalSupported: false, disableFontFace: true, useSystemFonts: false });
  } catch (error) {
    return { refused: error instanceof Error && error.name === 'PasswordException' ? 'encrypted' : 'damaged' };
  }
  try {
    if (pdf.numPages > maxPages) return { refused: 'tooManyPages' };
    try {
      return { text: (await readText(pdf)).slice(0, RAW_TEXT_MAX), pages: pdf.numPages };
    } catch {
      return { refused: 'damaged' };
    }
  } finally {
    void pdf.destroy().catch(() => undefined);
  }
}

/**
 * The pages' text in reading order (pdf-layout.mjs), from where pdf.js places each piece of
 * text; pages past the raw-text limit are not read.
 * @param {Awaited<ReturnType<typeof getDocumentProxy>>} pdf
 */
async function readText(pdf) {
  const pages = [];
  let length = 0;
  for (let number = 1; number <= pdf.numPages && length < RAW_TEXT_MAX; number += 1) {
    const page = await pdf.getPage(number);
    const { items } = await page.getTextContent();
    const text = pageText(items.flatMap((item) => ('str' in item ? (toTextItem(item) ?? []) : [])));
    pages.push(text);
    length += text.length + 1;
    page.cleanup();
  }
  return pages.join('\n');
}

process.on('message', (/** @type {{ id: number, data: Uint8Array, maxPages: number }} */ message) => {
  void parse(message.data, message.maxPages).then((result) => process.send?.({ id: message.id, ...result }));
});
// The parent is gone (it stopped or crashed): nothing is left to answer.
process.on('disconnect', () => process.exit(0));
// A stop signal to the whole process group (Ctrl-C in a terminal) is the parent's to handle.
process.on('SIGINT', () => undefined);
/** The address-space limit this process runs under (bytes), as Linux reports it; null when none. */
function addressSpaceLimit() {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8').match(/^Max address space\s+(\S+)/m);
    return line && line[1] !== 'unlimited' ? Number(line[1]) : null;
  } catch {
    return null;
  }
}
process.send?.({ ready: true, addressSpace: addressSpaceLimit() });
