import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './scripts/lib/chromium';

/** Browser tests drive Debian Chromium against the production build and the local stack. */
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      // The same lookup as scripts/ensure-chromium.ts, which runs first (pretest:e2e).
      executablePath: chromiumPath(process.env),
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], locale: 'en-US' } }],
});
