import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const scriptsIn = (folder: string) =>
  readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|mts|mjs)$/.test(file))
    .map((file) => ({ file: `${folder}/${file}`, text: readFileSync(join(ROOT, folder, file), 'utf8') }));

describe('how npm start is run (docs/operations.md)', () => {
  it('package.json runs it with tsx as a loader of its own process', () => {
    const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.start).toBe('node --import tsx scripts/start.ts');
  });

  it('no measuring script starts it through tsx’s command-line wrapper, which kills it 30 ms after passing on a signal and leaves its services running', () => {
    const wrapped = scriptsIn('scripts').filter(({ text }) => /cli\.mjs['"],\s*['"]scripts\/start\.ts/.test(text));
    expect(wrapped.map(({ file }) => file)).toEqual([]);
    // The benchmark of the start itself runs it as package.json does.
    expect(readFileSync(join(ROOT, 'scripts', 'bench-startup.ts'), 'utf8')).toContain("['--import', 'tsx', 'scripts/start.ts']");
  });
});
