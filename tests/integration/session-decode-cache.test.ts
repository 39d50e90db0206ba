import { encode, type decode as TDecode } from 'next-auth/jwt';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DECODED_COOKIES_MAX, sessionFromCookies } from '~/server/auth/session';

const decoded = vi.hoisted(() => ({ count: 0 }));
vi.mock('next-auth/jwt', async (importOriginal) => {
  const actual = await importOriginal<{ decode: typeof TDecode }>();
  return { ...actual, decode: (params: Parameters<typeof TDecode>[0]) => ((decoded.count += 1), actual.decode(params)) };
});

const SECRET = 'decode-cache-secret-decode-cache-secret-decode';
const NOW = new Date('2026-11-22T12:00:00Z');
const token = { email: 'ana@example.com', accessToken: 'access', refreshToken: 'refresh', expiresAt: NOW.getTime() + 3_600_000 };
const cookieOf = async (claims: Record<string, unknown>, maxAge?: number) => [{ name: 'next-auth.session-token', value: await encode({ token: claims, secret: SECRET, maxAge }) }];

describe('decoded session cookies', () => {
  afterEach(() => {
    decoded.count = 0;
  });

  it('decode a cookie once for the requests that carry it, and read the same caller each time', async () => {
    const cookies = await cookieOf(token);
    for (let request = 0; request < 5; request++) expect(await sessionFromCookies(cookies, SECRET, { now: NOW })).toMatchObject({ email: 'ana@example.com' });
    expect(decoded.count).toBe(1);
    // Another cookie of the same person (signed in again) is its own entry.
    await sessionFromCookies(await cookieOf({ ...token, accessToken: 'other' }), SECRET, { now: NOW });
    expect(decoded.count).toBe(2);
  });

  it('keep no entry past the token’s own expiry, none for another secret, none for what does not decode', async () => {
    const shortLived = await cookieOf(token, 60);
    await sessionFromCookies(shortLived, SECRET, { now: NOW });
    await sessionFromCookies(shortLived, SECRET, { now: NOW });
    expect(decoded.count).toBe(1);
    // Past its expiry (on the decoder's clock too) the cookie is decoded again, and refused.
    const later = new Date(Date.now() + 120_000);
    vi.useFakeTimers({ toFake: ['Date'], now: later });
    try {
      expect(await sessionFromCookies(shortLived, SECRET, { now: later })).toBeNull();
    } finally {
      vi.useRealTimers();
    }
    expect(decoded.count).toBe(2);

    const cookies = await cookieOf(token);
    await sessionFromCookies(cookies, SECRET, { now: NOW });
    expect(await sessionFromCookies(cookies, 'another-secret-another-secret-another-secret', { now: NOW })).toBeNull();
    const forged = [{ name: 'next-auth.session-token', value: 'forged' }];
    expect(await sessionFromCookies(forged, SECRET, { now: NOW })).toBeNull();
    expect(await sessionFromCookies(forged, SECRET, { now: NOW })).toBeNull();
    expect(decoded.count).toBe(2 + 2 + 2);
  });

  it('a refused refresh still ends the session, although the cookie was decoded before', async () => {
    const expired = await cookieOf({ ...token, expiresAt: NOW.getTime() - 1 });
    expect(await sessionFromCookies(expired, SECRET, { now: NOW })).toMatchObject({ email: 'ana@example.com' });
    expect(await sessionFromCookies(expired, SECRET, { now: NOW, refresh: async () => null })).toBeNull();
  });

  it('hold at most DECODED_COOKIES_MAX cookies, dropping the oldest', async () => {
    const first = await cookieOf({ ...token, accessToken: 'first' });
    await sessionFromCookies(first, SECRET, { now: NOW });
    for (let other = 0; other < DECODED_COOKIES_MAX; other++) await sessionFromCookies(await cookieOf({ ...token, accessToken: `a${other}` }), SECRET, { now: NOW });
    decoded.count = 0;
    await sessionFromCookies(first, SECRET, { now: NOW });
    expect(decoded.count).toBe(1);
  });
});
