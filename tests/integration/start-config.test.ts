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
