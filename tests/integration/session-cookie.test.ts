import { encode } from 'next-auth/jwt';
import { describe, expect, it } from 'vitest';
import { sessionFromCookies } from '~/server/auth/session';

const SECRET = 'cookie-secret-cookie-secret-cookie-secret';
const NOW = new Date('2026-11-22T12:00:00Z');

async function cookieFor(token: Record<string, unknown>, name = 'next-auth.session-token') {
  return [{ name, value: await encode({ token, secret: SECRET }) }];
}

describe('session cookie on the server', () => {
  const token = { email: 'ana@example.com', accessToken: 'old-access', refreshToken: 'refresh-1', expiresAt: NOW.getTime() + 3_600_000 };

  it('reads the caller, whole or split into chunks', async () => {
    const whole = await cookieFor(token);
    expect(await sessionFromCookies(whole, SECRET, { now: NOW })).toEqual({ email: 'ana@example.com', accessToken: 'old-access', refreshToken: 'refresh-1' });
    const value = whole[0]!.value;
    const chunks = [
      { name: 'next-auth.session-token.1', value: value.slice(100) },
      { name: 'next-auth.session-token.0', value: value.slice(0, 100) },
    ];
    expect(await sessionFromCookies(chunks, SECRET, { now: NOW })).toMatchObject({ email: 'ana@example.com' });
  });

  it('refreshes expired tokens for the request, and ends the session when the refresh fails', async () => {
    const expired = await cookieFor({ ...token, expiresAt: NOW.getTime() - 1, deviceMetadata: { deviceKey: 'dev-1' } });
    const seen: unknown[] = [];
    const fresh = await sessionFromCookies(expired, SECRET, {
      now: NOW,
      refresh: async (t) => {
        seen.push(t);
        return { accessToken: 'new-access', idToken: 'new-id', expiresAt: NOW.getTime() + 3_600_000, email: 'ana@example.com' };
      },
    });
    expect(fresh).toEqual({ email: 'ana@example.com', accessToken: 'new-access', refreshToken: 'refresh-1' });
    expect(seen).toEqual([{ refreshToken: 'refresh-1', deviceKey: 'dev-1' }]);
    expect(await sessionFromCookies(expired, SECRET, { now: NOW, refresh: async () => null })).toBeNull();
  });

  it('treats a marked, forged or foreign cookie as no session', async () => {
    expect(await sessionFromCookies(await cookieFor({ ...token, error: 'RefreshTokenError' }), SECRET)).toBeNull();
    expect(await sessionFromCookies([{ name: 'next-auth.session-token', value: 'forged' }], SECRET)).toBeNull();
    expect(await sessionFromCookies(await cookieFor(token), 'another-secret-another-secret-another-secret')).toBeNull();
  });

  it('reads only the cookie name of APP_URL’s scheme: __Secure- under https, the plain name under http', async () => {
    const value = (await cookieFor(token))[0]!.value;
    const secureName = [{ name: '__Secure-next-auth.session-token', value }];
    const plainName = [{ name: 'next-auth.session-token', value }];
    const https = { now: NOW, appUrl: 'https://rumbo.example' };
    const http = { now: NOW, appUrl: 'http://localhost:3000' };
    expect(await sessionFromCookies(secureName, SECRET, https)).toMatchObject({ email: 'ana@example.com' });
    // A cookie without the Secure prefix (set over http, or by a sibling site) never stands in for it.
    expect(await sessionFromCookies(plainName, SECRET, https)).toBeNull();
    expect(await sessionFromCookies([{ name: 'next-auth.session-token.0', value }], SECRET, https)).toBeNull();
    expect(await sessionFromCookies(plainName, SECRET, http)).toMatchObject({ email: 'ana@example.com' });
    expect(await sessionFromCookies(secureName, SECRET, http)).toBeNull();
  });

  it('ends the session when the refreshed ID token names another verified email', async () => {
    const expired = await cookieFor({ ...token, expiresAt: NOW.getTime() - 1 });
    const refresh = async () => ({ accessToken: 'new-access', idToken: 'new-id', expiresAt: NOW.getTime() + 3_600_000, email: 'someone-else@example.com' });
    expect(await sessionFromCookies(expired, SECRET, { now: NOW, refresh })).toBeNull();
  });
});
