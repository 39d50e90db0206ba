import { NextResponse } from 'next/server';
import { env } from '~/env';
import { CSRF_COOKIE, newCsrfToken } from '~/server/auth/csrf';
import { isSecureUrl } from '~/server/auth/session';

export const dynamic = 'force-dynamic';

/** GET /api/csrf → {csrfToken}; the same value goes into an http-only, same-site cookie. */
export function GET() {
  const csrfToken = newCsrfToken();
  const response = NextResponse.json({ csrfToken }, { headers: { 'cache-control': 'no-store' } });
  response.cookies.set(CSRF_COOKIE, csrfToken, { httpOnly: true, sameSite: 'strict', secure: isSecureUrl(env.APP_URL), path: '/' });
  return response;
}
