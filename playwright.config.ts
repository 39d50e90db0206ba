import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './scripts/lib/chromium';
import { specFilesFrom } from './scripts/lib/test-files';

/**
 * Specs that measure latency: they run after the flows, one at a time, with the machine to
 * themselves (docs/testing.md).
 */
const TIMED = ['hostile-upload.spec.ts', 'tracker-scale.spec.ts'];
/**
 * Specs that start servers of their own and mostly wait on them (instances, a balancer, a stalled
 * database): they run last, two files at a time (docs/testing.md).
 */
const SERVERS = ['load-balancer.spec.ts', 'outage.spec.ts', 'server-processes.spec.ts'];
/** `npm test -- --files-of <commit>`: every project narrowed to the spec files of that commit (docs/testing.md). */
const ONLY = specFilesFrom(process.env);
const only = (files: string[]) => (ONLY ? files.filter((file) => ONLY.includes(file)) : files);

/** Browser tests drive Debian Chromium against the production build and the local stack. */
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  // Three browsers at a time for the flows (each test has accounts of its own; they wait on the
  // server and the database part of the time: 4.0 min against 4.45 with two on 2 cores, measured
  // on 2026-11-30, docs/quality-figures.md), then the timed specs alone, then the servers' two at a time.
  workers: 3,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    // A failed test keeps its trace (actions, console, network) and a screenshot; DOM snapshots and
    // the screencast of every action cost a third of the suite's browser time and are left out.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      // The same lookup as scripts/ensure-chromium.ts, which runs first (pretest:e2e).
      executablePath: chromiumPath(process.env),
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'flows', testIgnore: [...TIMED, ...SERVERS], ...(ONLY ? { testMatch: ONLY } : {}), use: { ...devices['Desktop Chrome'], locale: 'en-US' } },
    { name: 'timed', testMatch: only(TIMED), dependencies: ['flows'], workers: 1, use: { ...devices['Desktop Chrome'], locale: 'en-US' } },
    { name: 'servers', testMatch: only(SERVERS), dependencies: ['timed'], workers: 2, use: { ...devices['Desktop Chrome'], locale: 'en-US' } },
  ],
});
