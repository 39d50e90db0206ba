import { cookies } from 'next/headers';
import { createTranslator } from 'next-intl';
import { z } from 'zod';
import { DEFAULT_LOCALE, type TLocale } from '~/domain/locale';
import { TIME_ZONE_COOKIE } from '~/domain/time-zone';
import { loadMessages } from '~/i18n/load-messages';
import { subscribedRequest } from '~/server/api/request-context';
import { EVENT_KINDS, eventFile } from '~/server/services/calendar';
import { log } from '~/server/log.mjs';

export const dynamic = 'force-dynamic';

const ZEventQuery = z.object({ job_url: z.string().trim().min(1).max(2048), kind: z.enum(EVENT_KINDS) });

/** A refusal in the caller's language: the code for programs, the words for people. */
async function refusal(status: number, code: string, key: string, locale: TLocale) {
  const { messages } = await loadMessages(locale);
  const t = createTranslator({ locale, messages, namespace: 'calendar' }) as unknown as (key: string) => string;
  return Response.json({ code, error: t(`errors.${key}`) }, { status, headers: { 'cache-control': 'no-store' } });
}

/**
 * GET /api/calendar/event?job_url=…&kind=interview|follow_up: one planned date of the caller's own
 * application as an .ics file (an all-day event). Signed in with a valid subscription; another
 * person's application, or a date that is not set, is not found.
 */
export async function GET(request: Request) {
  const { context, access } = await subscribedRequest();
  const locale = context.locale ?? DEFAULT_LOCALE;
  if (access === 'signed-out') return refusal(401, 'UNAUTHORIZED', 'signedOut', locale);
  if (access === 'expired') return refusal(403, 'SUBSCRIPTION_INVALID', 'subscription', locale);
  const query = new URL(request.url).searchParams;
  const input = ZEventQuery.safeParse({ job_url: query.get('job_url') ?? undefined, kind: query.get('kind') ?? undefined });
  if (!input.success) return refusal(400, 'BAD_INPUT', 'badInput', locale);
  const timeZone = (await cookies()).get(TIME_ZONE_COOKIE)?.value ?? '';
  try {
    const user = (await context.loadUser())!;
    const file = await eventFile(context, { email: user.user_email, jobUrl: input.data.job_url, kind: input.data.kind, locale, timeZone });
    if (!file) return refusal(404, 'NOT_FOUND', 'notFound', locale);
    const name = `${input.data.kind === 'interview' ? 'interview' : 'follow-up'}-${new Date(file.day).toISOString().slice(0, 10)}.ics`;
    return new Response(file.text, {
      headers: { 'content-type': 'text/calendar; charset=utf-8', 'content-disposition': `attachment; filename="${name}"`, 'cache-control': 'private, no-store' },
    });
  } catch (error) {
    log.error({ err: error }, 'GET /api/calendar/event failed');
    return Response.json({ code: 'INTERNAL', error: 'Internal error' }, { status: 500 });
  }
}
