import { deflateSync } from 'node:zlib';
import { assemble } from './pdf';

/**
 * Hostile PDFs of a few kilobytes, made in code: each costs a PDF reader seconds of CPU or
 * gigabytes of memory if nothing stops it. Every one has catalog 1, page tree 2, page 3 and a
 * Helvetica font 4, and a text that would pass the upload's checks if it were read.
 */

const CATALOG = Buffer.from('<< /Type /Catalog /Pages 2 0 R >>');
const ONE_PAGE = Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>');
const FONT = Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
const TEXT = 'BT /F1 12 Tf 40 700 Td (Ana Garcia, senior backend engineer: Go, Kafka, PostgreSQL) Tj ET';

const stream = (dictionary: string, data: Buffer) =>
  Buffer.concat([Buffer.from(`<< ${dictionary} /Length ${data.length} >>\nstream\n`, 'latin1'), data, Buffer.from('\nendstream', 'latin1')]);
const page = (resources: string, contents: string) =>
  Buffer.from(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> ${resources} >> /Contents ${contents} >>`);
const pdf = (objects: Buffer[]) => assemble(objects, '/Root 1 0 R');

/**
 * Form XObjects nested `depth` deep, each drawing the next `fanOut` times: fanOut^depth draws of
 * the one line of text (10 and 5: 100,000 draws from 1.7 KB; 11–13 s of a reader's CPU).
 */
export function nestedFormsPdf(fanOut = 10, depth = 5): Uint8Array {
  const form = (level: number) => 5 + level;
  const forms = Array.from({ length: depth }, (_, level) => {
    const isLeaf = level === depth - 1;
    const resources = isLeaf ? '/Resources << /Font << /F1 4 0 R >> >>' : `/Resources << /XObject << /X ${form(level + 1)} 0 R >> >>`;
    return stream(`/Type /XObject /Subtype /Form /BBox [0 0 612 792] ${resources}`, Buffer.from(isLeaf ? TEXT : Array(fanOut).fill('/X Do').join('\n')));
  });
  const contents = stream('', Buffer.from(Array(fanOut).fill('/X Do').join('\n')));
  return pdf([CATALOG, ONE_PAGE, page(`/XObject << /X 5 0 R >>`, `${5 + depth} 0 R`), FONT, ...forms, contents]);
}

/** `megabytes` of spaces after the text, Flate-compressed `times` over: 512 MB fit in about 1.7 KB. */
function bomb(megabytes: number, times: number): Buffer {
  let data = Buffer.concat([Buffer.from(`${TEXT}\n`), Buffer.alloc(megabytes * 1024 * 1024, 0x20)]);
  for (let i = 0; i < times; i += 1) data = deflateSync(data, { level: 9 });
  return stream(`/Filter [${Array(times).fill('/FlateDecode').join(' ')}]`, data);
}

/** A content stream that inflates to `megabytes` (Flate twice over). */
export function flateBombPdf(megabytes = 512): Uint8Array {
  return pdf([CATALOG, ONE_PAGE, page('', '5 0 R'), FONT, bomb(megabytes, 2)]);
}

/** One small bomb listed `count` times as the page's content: each reference is inflated again. */
export function streamChainPdf(count = 200, megabytes = 64): Uint8Array {
  return pdf([CATALOG, ONE_PAGE, page('', `[${Array(count).fill('5 0 R').join(' ')}]`), FONT, bomb(megabytes, 2)]);
}

/**
 * A page tree whose nodes list the next node `fanOut` times: fanOut^depth pages declared (and
 * really there, all the same page) in about 1.3 KB.
 */
export function hugePageTreePdf(fanOut = 10, depth = 6): Uint8Array {
  const leaf = 2 + depth;
  const nodes = Array.from({ length: depth }, (_, level) => {
    const kid = level === depth - 1 ? leaf : 3 + level;
    return Buffer.from(`<< /Type /Pages /Kids [${Array(fanOut).fill(`${kid} 0 R`).join(' ')}] /Count ${fanOut ** (depth - level)} >>`);
  });
  const leafPage = Buffer.from(`<< /Type /Page /Parent ${1 + depth} 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 ${leaf + 1} 0 R >> >> /Contents ${leaf + 2} 0 R >>`);
  return pdf([CATALOG, ...nodes, leafPage, FONT, stream('', Buffer.from(TEXT))]);
}

/** One page, but a page count of `count` declared in the tree's root. */
export function declaredPageCountPdf(count = 1_000_000_000): Uint8Array {
  return pdf([CATALOG, Buffer.from(`<< /Type /Pages /Kids [3 0 R] /Count ${count} >>`), page('', '5 0 R'), FONT, stream('', Buffer.from(TEXT))]);
}
