/** The nine guarded routes of docs/product-rules.md §2. */
export const GUARDED_ROUTES = ['/dashboard', '/matches', '/jobs', '/applications', '/documents', '/settings', '/job-preferences', '/support', '/resume'] as const;

/** Where a sign-in lands when no page (or no acceptable page) was asked for. */
export const DEFAULT_RETURN_PATH = '/dashboard';

/** The /auth query parameter that carries the page first asked for. */
export const RETURN_PARAM = 'next';

/** Longer addresses are not something a person followed; refusing them keeps the check cheap. */
const MAX_RETURN_LENGTH = 2_048;

// Resolving against a placeholder origin tells a same-origin path from one that names another host.
const PLACEHOLDER_ORIGIN = 'http://rumbo.invalid';

/** True for a guarded route or any page under one. */
export function isGuardedPath(pathname: string): boolean {
  return GUARDED_ROUTES.some((route) => pathname === route || pathname.startsWith(`${route}/`));
}

/**
 * The page to open after sign-in: `wanted` when it is a path of this site under a guarded route,
 * else the dashboard. Anything that could leave the site is refused (`//host`, `/\host`, a scheme,
 * control characters a browser would drop), so the parameter can never become an open redirect.
 */
export function safeReturnPath(wanted: string | null | undefined): string {
  if (!wanted || wanted.length > MAX_RETURN_LENGTH) return DEFAULT_RETURN_PATH;
  // Browsers read a backslash as a slash and skip tabs and newlines: "/\evil" and "/\t/evil" are "//evil".
  if (!wanted.startsWith('/') || wanted.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(wanted)) return DEFAULT_RETURN_PATH;
  let url: URL;
  try {
    url = new URL(wanted, PLACEHOLDER_ORIGIN);
  } catch {
    return DEFAULT_RETURN_PATH;
  }
  // Dot segments ("/jobs/../x", also percent-encoded) are resolved before the route is checked.
  if (url.origin !== PLACEHOLDER_ORIGIN || !isGuardedPath(url.pathname)) return DEFAULT_RETURN_PATH;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * /auth for a signed-out visitor of `path` (path and query): the page is kept when sign-in should
 * return to it, in a readable form (`/auth?next=/applications%3Fview%3Dboard`).
 */
export function signInPath(path: string, reason?: 'unavailable'): string {
  const target = safeReturnPath(path);
  const query = [reason ? `reason=${reason}` : '', target === DEFAULT_RETURN_PATH ? '' : `${RETURN_PARAM}=${encodeURIComponent(target).replaceAll('%2F', '/')}`].filter(Boolean);
  // A slash needs no escaping inside a query value (RFC 3986), and the address stays legible.
  return query.length ? `/auth?${query.join('&')}` : '/auth';
}
