import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

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
