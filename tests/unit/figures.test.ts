import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIGURES, replaceSection } from '../../scripts/lib/figures';

describe('the measured sections of docs/quality-figures.md', () => {
  it('holds a section for every script that writes one', () => {
    const doc = readFileSync(FIGURES, 'utf8');
    for (const name of ['audit:pages', 'npm test', 'npm test files-of']) {
      expect(doc.indexOf(`<!-- ${name} start -->`), name).toBeGreaterThan(0);
      expect(doc.indexOf(`<!-- ${name} end -->`), name).toBeGreaterThan(doc.indexOf(`<!-- ${name} start -->`));
    }
  });

  it('replaces what is between the marks and nothing else, and refuses a file without them', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rumbo-figures-'));
    try {
      const path = join(dir, 'figures.md');
      writeFileSync(
        path,
        'Before.\n\n<!-- npm test start -->\n\nold table\n\n<!-- npm test end -->\n\n<!-- npm test files-of start -->\n\nother\n\n<!-- npm test files-of end -->\n',
      );
      replaceSection(path, 'npm test', '| new | table |');
      expect(readFileSync(path, 'utf8')).toBe(
        'Before.\n\n<!-- npm test start -->\n\n| new | table |\n\n<!-- npm test end -->\n\n<!-- npm test files-of start -->\n\nother\n\n<!-- npm test files-of end -->\n',
      );
      expect(() => replaceSection(path, 'audit:pages', 'x')).toThrow(/no <!-- audit:pages start -->/);
      // An end mark only before the start, or the start twice: nothing is written.
      writeFileSync(path, '<!-- a end -->\n<!-- a start -->\nold\n');
      expect(() => replaceSection(path, 'a', 'x')).toThrow(/no <!-- a start --> … <!-- a end --> section to replace, once/);
      writeFileSync(path, '<!-- a start -->\nold\n<!-- a end -->\n<!-- a start -->\n<!-- a end -->\n');
      expect(() => replaceSection(path, 'a', 'x')).toThrow(/section to replace, once/);
      expect(readFileSync(path, 'utf8')).toBe('<!-- a start -->\nold\n<!-- a end -->\n<!-- a start -->\n<!-- a end -->\n');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
