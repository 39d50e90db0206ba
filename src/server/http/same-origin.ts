/**
 * A state-changing request comes from Rumbo's own pages: a browser always says where a POST comes
 * from (`Sec-Fetch-Site`, `Origin`), and both must name this site. A caller that sends neither is
 * not a browser (a script, a test, a server), so no visitor's cookies can be riding on it unasked.
 */
export function isSameOrigin(request: Request, appUrl: string): boolean {
  const site = request.headers.get('sec-fetch-site');
  const origin = request.headers.get('origin');
  return (site === null || site === 'same-origin') && (origin === null || origin === new URL(appUrl).origin);
}

/** The body is declared JSON: a form or a text body (which a page of another site can send without asking) is not. */
export const isJson = (request: Request): boolean => request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() === 'application/json';
