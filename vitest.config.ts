import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '~': fileURLToPath(new URL('./src', import.meta.url)),
  // `server-only` throws outside React Server Components; tests run server code directly.
  'server-only': fileURLToPath(new URL('./tests/helpers/empty-module.ts', import.meta.url)),
  // As in the app (next.config.mjs): catalogues are compiled ahead of time and only formatted.
  'use-intl/format-message': fileURLToPath(new URL('./node_modules/use-intl/dist/esm/production/format-message/format-only.js', import.meta.url)),
};

// next-intl and use-intl go through the bundler's resolution, so the format-only alias applies to them.
const server = { deps: { inline: ['next-intl', 'use-intl'] } };

// Files that assert wall-clock bounds run after the others, one file at a time, in two groups that
// `npm test` runs side by side (docs/testing.md, "Timings"): `timed`, whose bounds hold the processor
// (a p99 while a hostile PDF is read, an index built beside requests), and `timed:deadlines`, whose
// bounds are deadlines on servers that hang or fail, spent waiting (about 0.4 of a core). No other
// test shares the cores with them. The others run two files at a time.
const TIMED = ['tests/integration/job-indexes.test.ts', 'tests/integration/pdf-parsers.test.ts', 'tests/integration/resume-upload.test.ts'];
const DEADLINES = ['tests/integration/faults.test.ts', 'tests/integration/timeouts.test.ts'];

// Files that set the environment a composition root reads, mock or reset modules, or start
// processes: each runs with a module registry of its own. The other files share their worker's
// modules (no re-import per file), since each builds what it uses through factories rather than
// module-level singletons (docs/testing.md, "Timings").
const UNIT_ISOLATED = ['tests/unit/deploy-image.test.ts', 'tests/unit/intl-memo.test.ts', 'tests/unit/process-wide.test.ts', 'tests/unit/ui-controls.test.tsx'];
const ISOLATED = [
  'tests/integration/alerts-routes.test.ts',
  'tests/integration/body-limits.test.ts',
  'tests/integration/calendar-routes.test.ts',
  'tests/integration/caller-handoff.test.ts',
  'tests/integration/extension-route.test.ts',
  'tests/integration/fuzz-routes.test.ts',
  'tests/integration/jobs-import.test.ts',
  'tests/integration/platform-local-only.test.ts',
  'tests/integration/rate-limit-routes.test.ts',
  'tests/integration/session-decode-cache.test.ts',
  'tests/integration/start-config.test.ts',
  'tests/integration/test-checkout-route.test.ts',
];

const integration = {
  server,
  environment: 'node' as const,
  globalSetup: ['tests/helpers/dynalite-global-setup.ts', 'tests/helpers/cognito-global-setup.ts'],
  setupFiles: ['tests/helpers/msw-setup.ts'],
  env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', NODE_ENV: 'test' as const },
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  resolve: { alias },
  test: {
    maxWorkers: 2,
    projects: [
      { resolve: { alias }, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], exclude: UNIT_ISOLATED, environment: 'node', server, isolate: false } },
      // Fresh copies of the server's modules take seconds to import on two busy cores.
      { resolve: { alias }, test: { name: 'unit:isolated', include: UNIT_ISOLATED, environment: 'node', server, testTimeout: 30_000 } },
      {
        resolve: { alias },
        test: { ...integration, name: 'integration', include: ['tests/integration/**/*.test.ts'], exclude: [...TIMED, ...DEADLINES, ...ISOLATED], isolate: false },
      },
      { resolve: { alias }, test: { ...integration, name: 'integration:isolated', include: ISOLATED } },
      { resolve: { alias }, test: { ...integration, name: 'timed', include: TIMED, maxWorkers: 1, sequence: { groupOrder: 1 } } },
      { resolve: { alias }, test: { ...integration, name: 'timed:deadlines', include: DEADLINES, maxWorkers: 1, sequence: { groupOrder: 2 } } },
    ],
  },
});
