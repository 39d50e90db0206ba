import { NextResponse, type NextRequest } from 'next/server';
import { isGuardedPath, signInPath } from '~/domain/return-path';
import { env } from '~/env';
import { guardFromCookies } from '~/server/api/request-context';
import { CALLER_HANDOFF_HEADER } from '~/server/auth/caller-handoff';
import { refusalPath } from '~/server/auth/access';
import { createNonce, pagePolicy } from '~/server/security-headers';
import { log } from '~/server/log.mjs';

/** The query a person typed or followed: Next's own RSC cache key is not part of the page. */
function pageQuery(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('_rsc');
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * Every page: a Content-Security-Policy with a fresh script nonce (Next puts it on its own
 * scripts; the layout on Mantine's). Guarded routes: the server-side access guard, on full loads
 * and client-side navigations alike (docs/product-rules.md §4); an error in the check sends the caller to
 * /auth?reason=unavailable, which says so and offers to try the page again.
 * A signed-out visitor keeps the page asked for (`/auth?next=…`), so sign-in returns there.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const headers = new Headers(request.headers);
  // Only this proxy writes the handoff header: whatever a client sent under that name is dropped.
  headers.delete(CALLER_HANDOFF_HEADER);
  if (isGuardedPath(pathname)) {
    const { access, handoff } = await guardFromCookies(request.cookies.getAll()).catch((error: unknown) => {
      log.error({ err: error }, 'Access check failed');
      return { access: 'unavailable' as const, handoff: undefined };
    });
    if (access !== 'ok') {
      // docs/product-rules.md §4.2: an error in the check goes to /auth, which then says the service is unavailable (not "sign in").
      const asked = `${pathname}${pageQuery(search)}`;
      const target = access === 'signed-out' || access === 'unavailable' ? signInPath(asked, access === 'unavailable' ? 'unavailable' : undefined) : refusalPath(access);
      return NextResponse.redirect(new URL(target, request.url));
    }
    if (handoff) headers.set(CALLER_HANDOFF_HEADER, handoff);
  }
  const nonce = createNonce();
  const policy = pagePolicy({ nonce, analyticsUrl: env.ANALYTICS_SCRIPT_URL, isDev: env.NODE_ENV === 'development' });
  headers.set('x-nonce', nonce);
  headers.set('content-security-policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

// Every page, prefetches included; not the API (its policy comes from next.config), the build's
// static files or the app's three icons. Named exactly: a pattern by file ending let any page
// address ending in ".txt" (/jobs/x.txt) or a request marked as a prefetch skip the guard and the
// page policy, and a guarded page then rendered without its caller (a server error).
export const config = {
  matcher: ['/((?!api(?:/|$)|_next/static/|_next/image|(?:favicon\\.ico|icon\\.svg|apple-icon\\.png)$).*)'],
};
