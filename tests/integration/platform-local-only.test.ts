import { ENTRY_HEADER, markEntry } from '~/server/client-address.mjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isLoopbackAddress } from '~/server/platform/http/local-only';

/** The platform route as the app serves it, under a given configuration. */
async function platformRoute(variables: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(variables)) vi.stubEnv(name, value);
  return (await import('~/app/api/platform/[...path]/route')).GET;
}

const from = (address: string) => new Request('http://127.0.0.1:3000/api/platform/jobs/latest_jobs', { headers: { 'x-forwarded-for': address, [ENTRY_HEADER]: markEntry() } });

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('the platform API with the local identity service (whose signing key anyone can read)', () => {
  const LOCAL = { COGNITO_ENDPOINT: 'http://127.0.0.1:9229/', COGNITO_USER_POOL_ID: '', COGNITO_CLIENT_ID: '' };

  it('answers only callers on this machine', async () => {
    const GET = await platformRoute(LOCAL);
    for (const address of ['203.0.113.9', '192.168.1.20', '10.0.0.1', 'fe80::1', 'unknown']) {
      const answer = await GET(from(address));
      expect(answer.status).toBe(403);
      expect(await answer.json()).toEqual({ error: 'The platform API answers only on this machine while the local identity service signs its tokens' });
    }
    // A loopback caller reaches the platform (which then asks for its bearer).
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) expect((await GET(from(address))).status).toBe(401);
  });

  it('answers any caller with a cloud identity pool', async () => {
    const GET = await platformRoute({ COGNITO_ENDPOINT: '', COGNITO_USER_POOL_ID: '', COGNITO_CLIENT_ID: '' });
    expect((await GET(from('203.0.113.9'))).status).toBe(401);
  });
});

describe('loopback addresses', () => {
  it('are 127.0.0.0/8 and ::1, also IPv4-mapped', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1', ' 127.0.0.1 ']) expect(isLoopbackAddress(address)).toBe(true);
    for (const address of ['128.0.0.1', '::ffff:10.0.0.1', '0.0.0.0', '::', 'localhost', '127.0.0.1.evil.example', '']) expect(isLoopbackAddress(address)).toBe(false);
  });
});
