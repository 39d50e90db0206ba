// The measured tables of docs/quality-figures.md: each between two marks, written by the script that measures.
import { readFileSync, writeFileSync } from 'node:fs';

export const FIGURES = 'docs/quality-figures.md';

/** `text` between `<!-- name start -->` and `<!-- name end -->` in `path`, in place of what was there; the start mark must be there once. */
export function replaceSection(path: string, name: string, text: string): void {
  const [start, end] = [`<!-- ${name} start -->`, `<!-- ${name} end -->`];
  const doc = readFileSync(path, 'utf8');
  const from = doc.indexOf(start);
  const to = doc.indexOf(end, from + start.length);
  if (from < 0 || to < 0 || doc.indexOf(start, from + start.length) >= 0) throw new Error(`${path} has no ${start} … ${end} section to replace, once`);
  writeFileSync(path, `${doc.slice(0, from + start.length)}\n\n${text}\n\n${doc.slice(to)}`);
}
