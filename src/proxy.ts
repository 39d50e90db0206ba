import { NextResponse, type NextRequest } from 'next/server';
import { accessFromCookies } from '~/server/api/request-context';
import { refusalPath } from '~/server/auth/access';

/**
 * Server-side access guard for every guarded route, on full loads and on client-side
 * navigations alike (SPEC §4). An error in the check sends the caller to /auth.
 */
export async function proxy(request: NextRequest) {
  let access;
  try {
    access = await accessFromCookies(request.cookies.getAll());
  } catch (error) {
    console.error('Access check failed', error);
    access = 'signed-out' as const;
  }
  if (access === 'ok') return NextResponse.next();
  return NextResponse.redirect(new URL(refusalPath(access), request.url));
}

// The nine guarded routes of SPEC §2 (matchers must be literals).
export const config = {
  matcher: [
    '/dashboard/:path*',
    '/matches/:path*',
    '/jobs/:path*',
    '/applications/:path*',
    '/documents/:path*',
    '/settings/:path*',
    '/job-preferences/:path*',
    '/support/:path*',
    '/resume/:path*',
  ],
};
