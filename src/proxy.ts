import { NextResponse, type NextRequest } from 'next/server';
import { env } from '~/env';
import { accessFromCookies } from '~/server/api/request-context';
import { refusalPath } from '~/server/auth/access';
import { createNonce, pagePolicy } from '~/server/security-headers';

/** The nine guarded routes of SPEC §2. */
const GUARDED = ['/dashboard', '/matches', '/jobs', '/applications', '/documents', '/settings', '/job-preferences', '/support', '/resume'];
const isGuarded = (path: string) => GUARDED.some((route) => path === route || path.startsWith(`${route}/`));

/**
 * Every page: a Content-Security-Policy with a fresh script nonce (Next puts it on its own
 * scripts; the layout on Mantine's). Guarded routes: the server-side access guard, on full loads
 * and client-side navigations alike (SPEC §4); an error in the check sends the caller to /auth.
 */
export async function proxy(request: NextRequest) {
  if (isGuarded(request.nextUrl.pathname)) {
    let access;
    try {
      access = await accessFromCookies(request.cookies.getAll());
    } catch (error) {
      console.error('Access check failed', error);
      access = 'signed-out' as const;
    }
    if (access !== 'ok') return NextResponse.redirect(new URL(refusalPath(access), request.url));
  }
  const nonce = createNonce();
  const policy = pagePolicy({ nonce, analyticsUrl: env.ANALYTICS_SCRIPT_URL, isDev: env.NODE_ENV === 'development' });
  const headers = new Headers(request.headers);
  headers.set('x-nonce', nonce);
  headers.set('content-security-policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

// Every page; not the API (its policy comes from next.config), static files or prefetches.
export const config = {
  matcher: [
    {
      source: '/((?!api|_next/static|_next/image|favicon.ico|.*\\.(?:png|svg|ico|txt|webmanifest)$).*)',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
};
