import { NextResponse, type NextRequest } from 'next/server';
import { env } from '~/env';
import { checkAccess, refusalPath } from '~/server/auth/access';
import { sessionFromCookies } from '~/server/auth/session';
import { getDeps } from '~/server/deps';

/**
 * Server-side access guard for every guarded route, on full loads and on client-side
 * navigations alike (SPEC §4). An error in the check sends the caller to /auth.
 */
export async function proxy(request: NextRequest) {
  let access;
  try {
    const deps = getDeps();
    access = await checkAccess(await sessionFromCookies(request.cookies.getAll(), env.NEXTAUTH_SECRET, { refresh: deps.auth?.refresher }), deps);
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
