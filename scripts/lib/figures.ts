// The measured tables of docs/quality-figures.md: each between two marks, written by the script that measures.
import { readFileSync, writeFileSync } from 'node:fs';

export const FIGURES = 'docs/quality-figures.md';

/** `text` between `<!-- name start -->` and `<!-- name end -->` in `path`, in place of what was there. */
export function replaceSection(path: string, name: string, text: string): void {
  const [start, end] = [`<!-- ${name} start -->`, `<!-- ${name} end -->`];
  const doc = readFileSync(path, 'utf8');
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${path} has no ${start} … ${end} section to replace`);
  writeFileSync(path, `${doc.slice(0, from + start.length)}\n\n${text}\n\n${doc.slice(to)}`);
}
