import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { freePort } from '~/local/processes';

describe('npm start with bad configuration', () => {
  it('stops before starting anything, naming the variable', () => {
    const result = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/start.ts'], {
      env: { ...process.env, NODE_ENV: 'production', DYNAMODB_ENDPOINT: 'localhost:8000', RUMBO_DATA_DIR: '/nonexistent/never-created' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration');
    expect(result.stderr).toContain('DYNAMODB_ENDPOINT: must be an http(s) URL');
    expect(result.stderr).toContain('"localhost:8000"');
  });
});

describe('npm start refuses payments that would fail open', () => {
  const start = (extra: Record<string, string>) =>
    spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/start.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        RUMBO_DATA_DIR: '/nonexistent/never-created',
        STRIPE_SECRET_KEY: '',
        STRIPE_WEBHOOK_SECRET: '',
        STRIPE_PRICE_ID: '',
        ...extra,
      },
      encoding: 'utf8',
      timeout: 30_000,
    });

  it('stops on a partial Stripe configuration, naming what is missing', () => {
    const result = start({ STRIPE_SECRET_KEY: 'sk_test_partial', STRIPE_WEBHOOK_SECRET: 'whsec_partial', NEXTAUTH_SECRET: 'x'.repeat(32) });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('STRIPE_PRICE_ID: required because STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set');
  });

  it('stops when test payments would run beside a cloud identity pool', () => {
    const result = start({ COGNITO_USER_POOL_ID: 'eu-west-3_Example', COGNITO_CLIENT_ID: 'client', NEXTAUTH_SECRET: 'x'.repeat(32) });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('STRIPE_SECRET_KEY: required outside the local mode');
  });
});

describe('npm start stopped while it starts', () => {
  it('stops what it has started (Ctrl-C during a first start): nothing of it keeps running', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rumbo-start-stop-'));
    const ownProcesses = () =>
      readdirSync('/proc').filter((entry) => {
        if (!/^\d+$/.test(entry)) return false;
        try {
          return readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(dataDir);
        } catch {
          return false;
        }
      });
    // Development mode: no build to wait for; the local database is the first thing it starts.
    // As `npm run dev` runs it: tsx as a loader of this one process (its command-line wrapper would
    // kill a child that does not answer a signal within 30 ms, as on a busy machine).
    const start = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts', '--dev'], {
      env: { ...process.env, NODE_ENV: 'development', RUMBO_DATA_DIR: dataDir, PORT: String(await freePort()) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let output = '';
      start.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
      await vi.waitFor(() => expect(output).toContain('Database      local engine at'), { timeout: 30_000, interval: 50 });
      expect(ownProcesses().length).toBeGreaterThan(0);
      const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => start.once('exit', (code, signal) => resolve({ code, signal })));
      start.kill('SIGINT');
      // Ended as the signal ends a process.
      expect((await exited).signal).toBe('SIGINT');
      await vi.waitFor(() => expect(ownProcesses()).toEqual([]), { timeout: 10_000, interval: 100 });
    } finally {
      if (start.exitCode === null) start.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
