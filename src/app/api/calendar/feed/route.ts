import { getDeps } from '~/server/deps';
import { feedFile } from '~/server/services/calendar';
import { log } from '~/server/log.mjs';

export const dynamic = 'force-dynamic';

const notFound = () => new Response('Not found\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

/**
 * GET /api/calendar/feed?token=…: a person's private calendar feed (every interview and follow-up
 * date), for calendar apps that subscribe without a session. The token is the only key: an
 * unknown, replaced or revoked one, or one whose owner's subscription is no longer valid, answers
 * 404 and nothing else.
 */
export async function GET(request: Request) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  try {
    const text = await feedFile(getDeps(), token);
    if (text === null) return notFound();
    return new Response(text, {
      headers: {
        'content-type': 'text/calendar; charset=utf-8',
        'content-disposition': 'inline; filename="rumbo.ics"',
        'cache-control': 'private, no-store',
        'x-robots-tag': 'noindex',
      },
    });
  } catch (error) {
    log.error({ err: error }, 'GET /api/calendar/feed failed');
    return new Response('Internal error\n', { status: 500, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }
}
