import { describe, expect, it } from 'vitest';
import { narrowedVitest, specFilesEnv, specFilesFrom, testFilesAt, testFilesOf, wholeSuiteEnv } from '../../scripts/lib/test-files';

describe('npm test -- --files-of <commit>', () => {
  const tree = ['tests/unit/env.test.ts', 'tests/e2e/jobs.spec.ts', 'tests/e2e/helpers.ts', 'tests/integration/gone.test.ts', 'tests/unit/ui.test.tsx', 'src/env.js'];
  const files = testFilesOf(tree, (path) => path !== 'tests/integration/gone.test.ts');

  it('keeps the test files of the commit that still exist, split by runner (helpers and sources are not test files)', () => {
    expect(files).toEqual({ vitest: ['tests/unit/env.test.ts', 'tests/unit/ui.test.tsx'], playwright: ['tests/e2e/jobs.spec.ts'] });
  });

  it('gives Vitest the files as filters, passing when a project has none of them, and Playwright their names through the environment', () => {
    expect(narrowedVitest(['vitest', 'run', '--project', 'timed'], files)).toEqual([
      'vitest',
      'run',
      '--project',
      'timed',
      '--passWithNoTests',
      'tests/unit/env.test.ts',
      'tests/unit/ui.test.tsx',
    ]);
    expect(specFilesFrom(specFilesEnv(files))).toEqual(['jobs.spec.ts']);
    expect(specFilesFrom(specFilesEnv({ vitest: [], playwright: [] }))).toEqual([]);
    expect(specFilesFrom({})).toBeUndefined();
  });

  it('reads the files of a commit git knows, and takes no option for one', () => {
    expect(testFilesAt('HEAD').playwright).toContain('tests/e2e/jobs.spec.ts');
    expect(() => testFilesAt('--output=/tmp/x')).toThrow(/not a commit/);
    expect(() => testFilesAt('0000000000000000000000000000000000000000')).toThrow();
  });

  it('runs the whole suite without it, whatever a shell left set', () => {
    const env = wholeSuiteEnv({ PATH: '/usr/bin', ...specFilesEnv({ vitest: [], playwright: ['tests/e2e/jobs.spec.ts'] }) });
    expect(env).toEqual({ PATH: '/usr/bin' });
    expect(specFilesFrom(env)).toBeUndefined();
  });
});
