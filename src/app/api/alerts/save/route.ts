import { NextResponse } from 'next/server';
import { z } from 'zod';
import { clientAddress } from '~/server/api/request-session';
import { getDeps } from '~/server/deps';
import { saveFromAlertLink } from '~/server/services/alerts';
import { log } from '~/server/log.mjs';

export const dynamic = 'force-dynamic';

const ZQuery = z.object({ t: z.string().min(1).max(4096) });

/**
 * POST /api/alerts/save?t=…: the confirmation page's button. A valid Save token of a person with a
 * valid subscription saves its one job into that person's tracker (SAVED) and goes back to the
 * page (303); anything else goes back to the page, which says the link is not valid.
 */
export async function POST(request: Request) {
  const url = new URL(request.url);
  const query = ZQuery.safeParse({ t: url.searchParams.get('t') ?? '' });
  const page = new URL('/alerts/save', getDeps().appUrl);
  if (!query.success) return NextResponse.redirect(page, 303);
  page.searchParams.set('t', query.data.t);
  try {
    const answer = await saveFromAlertLink(getDeps(), { token: query.data.t, address: clientAddress(request.headers) });
    if (answer.kind === 'save') page.searchParams.set('done', '1');
    return NextResponse.redirect(page, 303);
  } catch (error) {
    log.error({ err: error }, 'POST /api/alerts/save failed');
    return new Response('Internal error\n', { status: 500, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }
}
