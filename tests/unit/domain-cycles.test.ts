import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const DOMAIN = join(process.cwd(), 'src/domain');
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+'([^']+)'/g;

/** Every module of src/domain with the modules of src/domain it imports (types included). */
function domainGraph(): Map<string, string[]> {
  const files = (readdirSync(DOMAIN, { recursive: true }) as string[]).filter((file) => file.endsWith('.ts')).map((file) => join(DOMAIN, file));
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets: string[] = [];
    for (const [, source] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const base = source!.startsWith('~/') ? join(process.cwd(), 'src', source!.slice(2)) : source!.startsWith('.') ? normalize(join(dirname(file), source!)) : null;
      const target = base && [`${base}.ts`, join(base, 'index.ts')].find((candidate) => known.has(candidate));
      if (target) targets.push(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** The first import cycle found, as repository-relative paths, or null. */
function firstCycle(graph: Map<string, string[]>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  function visit(file: string): string[] | null {
    state.set(file, 'open');
    path.push(file);
    for (const target of graph.get(file) ?? []) {
      if (state.get(target) === 'open') return [...path.slice(path.indexOf(target)), target];
      if (!state.has(target)) {
        const found = visit(target);
        if (found) return found;
      }
    }
    path.pop();
    state.set(file, 'done');
    return null;
  }
  for (const file of graph.keys()) {
    const found = state.has(file) ? null : visit(file);
    if (found) return found.map((each) => relative(process.cwd(), each));
  }
  return null;
}

describe('src/domain has no import cycle (a module and its schema never import each other)', () => {
  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['a-schema', ['a']],
      ['a', ['a-schema']],
    ]);
    expect(firstCycle(graph)).toEqual(['a-schema', 'a', 'a-schema']);
  });

  it('holds for the repository', () => {
    const graph = domainGraph();
    expect(graph.size).toBeGreaterThan(50);
    expect(firstCycle(graph)?.join(' → ') ?? null).toBeNull();
  });
});
