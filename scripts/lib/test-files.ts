// `npm test -- --files-of <commit>`: the suite narrowed to the test files that existed at a commit,
// so a time budget set against the suite of that day can be measured again (docs/testing.md).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const TEST_FILE = /^tests\/.+\.(test|spec)\.tsx?$/;

export type TTestFiles = { vitest: string[]; playwright: string[] };

/** The test files among `paths` (a commit's tree) that still exist, split by the runner that runs them. */
export function testFilesOf(paths: string[], exists: (path: string) => boolean): TTestFiles {
  const kept = paths.filter((path) => TEST_FILE.test(path) && exists(path)).sort();
  return { vitest: kept.filter((path) => !path.startsWith('tests/e2e/')), playwright: kept.filter((path) => path.startsWith('tests/e2e/')) };
}

/** The test files that existed at `commit` and still do; throws when git does not know the commit. */
export function testFilesAt(commit: string): TTestFiles {
  // A value that git would read as one of its options is no commit.
  if (commit.startsWith('-')) throw new Error(`not a commit: ${commit}`);
  const tree = execFileSync('git', ['ls-tree', '-r', '--name-only', commit, 'tests/'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  return testFilesOf(tree.split('\n').filter(Boolean), existsSync);
}

/** Vitest's command narrowed to `files`, given as filters (a project may find none of them). */
export function narrowedVitest(command: string[], files: TTestFiles): string[] {
  return [...command, '--passWithNoTests', ...files.vitest];
}

/**
 * The environment that narrows every Playwright project to `files` (playwright.config.ts reads
 * it): file arguments would narrow only the projects asked for, and Playwright runs the projects
 * they depend on whole.
 */
export const SPEC_FILES_VARIABLE = 'RUMBO_SPEC_FILES';
export function specFilesEnv(files: TTestFiles): Record<string, string> {
  return { [SPEC_FILES_VARIABLE]: files.playwright.map((path) => path.slice(path.lastIndexOf('/') + 1)).join(',') };
}

/**
 * The environment for the whole suite: without the variable, so that one left set in a shell (by
 * running Playwright narrowed by hand) cannot quietly narrow `npm test`.
 */
export function wholeSuiteEnv<TEnv extends Record<string, string | undefined>>(env: TEnv): TEnv {
  const { [SPEC_FILES_VARIABLE]: _narrowed, ...rest } = env;
  return rest as TEnv;
}

/** The spec files named by `specFilesEnv`, or undefined when the whole suite runs. */
export function specFilesFrom(env: Record<string, string | undefined>): string[] | undefined {
  const named = env[SPEC_FILES_VARIABLE];
  return named === undefined ? undefined : named.split(',').filter(Boolean);
}
