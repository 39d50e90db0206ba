import { NextResponse } from 'next/server';
import { z } from 'zod';
import { clientAddress } from '~/server/api/request-session';
import { getDeps } from '~/server/deps';
import { BODY_LIMITS, withBodyLimit } from '~/server/http/body';
import { unsubscribeFromAlertLink } from '~/server/services/alerts';
import { log } from '~/server/log.mjs';

export const dynamic = 'force-dynamic';

const ZQuery = z.object({ t: z.string().min(1).max(4096) });
const tokenOf = (request: Request) => ZQuery.safeParse({ t: new URL(request.url).searchParams.get('t') ?? '' });

/** GET: the address in the List-Unsubscribe header, opened in a browser, shows the page with the button (no change). */
export function GET(request: Request) {
  const page = new URL('/alerts/unsubscribe', getDeps().appUrl);
  const query = tokenOf(request);
  if (query.success) page.searchParams.set('t', query.data.t);
  return NextResponse.redirect(page, 303);
}

/**
 * POST /api/alerts/unsubscribe?t=…: switches the named person's match alerts off. A mail client's
 * RFC 8058 one-click request (body `List-Unsubscribe=One-Click`) gets a plain answer; the page's
 * button goes back to the page (303). Its body, read before the link is checked, is capped like every
 * other (docs/security.md).
 */
export const POST = withBodyLimit(BODY_LIMITS.json, async (request: Request) => {
  const query = tokenOf(request);
  const body = await request.text().catch(() => '');
  const isOneClick = body.trim() === 'List-Unsubscribe=One-Click';
  const page = new URL('/alerts/unsubscribe', getDeps().appUrl);
  try {
    const answer = query.success ? await unsubscribeFromAlertLink(getDeps(), { token: query.data.t, address: clientAddress(request.headers) }) : { kind: 'invalid' as const };
    const isDone = answer.kind === 'unsubscribe';
    if (isOneClick)
      return new Response(isDone ? 'Unsubscribed\n' : 'Not found\n', {
        status: isDone ? 200 : answer.kind === 'limited' ? 429 : 404,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      });
    if (isDone) page.searchParams.set('done', '1');
    else if (query.success) page.searchParams.set('t', query.data.t);
    return NextResponse.redirect(page, 303);
  } catch (error) {
    log.error({ err: error }, 'POST /api/alerts/unsubscribe failed');
    return new Response('Internal error\n', { status: 500, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }
});
