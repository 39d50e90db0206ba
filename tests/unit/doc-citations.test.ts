import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const CODE_DIRS = ['src', 'tests', 'scripts', 'eslint'];
const CODE_FILE = /\.(ts|tsx|mjs|js)$/;

function* codeFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* codeFiles(path);
    else if (CODE_FILE.test(name)) yield path;
  }
}

/** Every `docs/….md` path and `docs/product-rules.md §N` cited in the code, with where. */
function citations() {
  const paths: Array<{ doc: string; at: string }> = [];
  const sections: Array<{ section: string; at: string }> = [];
  for (const file of CODE_DIRS.flatMap((dir) => [...codeFiles(join(ROOT, dir))])) {
    const at = relative(ROOT, file);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/docs\/[\w./-]+?\.md/g)) paths.push({ doc: match[0], at });
    for (const match of text.matchAll(/docs\/product-rules\.md §(\d+(?:\.\d+)*)/g)) sections.push({ section: match[1]!, at });
  }
  return { paths, sections };
}

describe('what the code cites of the docs', () => {
  const { paths, sections } = citations();

  it('names documents that exist', () => {
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter(({ doc }) => !existsSync(join(ROOT, doc)))).toEqual([]);
  });

  it('names sections of the product rules that exist', () => {
    expect(sections.length).toBeGreaterThan(100);
    const headings = new Set([...readFileSync(join(ROOT, 'docs/product-rules.md'), 'utf8').matchAll(/^#{2,4} §(\d+(?:\.\d+)*) /gm)].map((m) => m[1]));
    expect(sections.filter(({ section }) => !headings.has(section))).toEqual([]);
  });
});
