import { createTranslator } from 'next-intl';
import { resolveLocale, type TLocale } from '~/domain/locale';
import { isExtensionOrigin } from '~/domain/extension';
import { ZExtensionJob } from '~/domain/extension-schema';
import { loadMessages } from '~/i18n/load-messages';
import { clientAddress } from '~/server/api/request-session';
import { getDeps } from '~/server/deps';
import { BODY_LIMITS, BodyTooLargeError, readBodyWithin } from '~/server/http/body';
import { isJson } from '~/server/http/same-origin';
import { extensionCaller, listExtensionJobs, saveExtensionJob, type TExtensionRefusal } from '~/server/services/extension';
import { log } from '~/server/log.mjs';

export const dynamic = 'force-dynamic';

// The one route that accepts a state change from outside Rumbo's pages (docs/security.md, "Save from
// other sites"): browser extension pages only, with the person's extension token as a Bearer header.
// No cookie is ever read here, so no visitor's session can ride on a request from anywhere.

type TCode = TExtensionRefusal | 'forbidden' | 'badInput' | 'notJson' | 'tooLarge' | 'internal';
const STATUS: Record<TCode, number> = {
  unavailable: 503,
  invalidToken: 401,
  subscription: 403,
  limited: 429,
  forbidden: 403,
  badInput: 400,
  notJson: 415,
  tooLarge: 413,
  internal: 500,
};
const FIELDS = new Set(['job_url', 'title', 'company', 'location', 'status', 'salary', 'description', 'date_posted']);

/** CORS for the calling extension page: its origin echoed (never `*`), no cookies, the Bearer header allowed. */
function corsHeaders(origin: string | null): Record<string, string> {
  const headers: Record<string, string> = { 'cache-control': 'no-store', vary: 'Origin' };
  if (origin && isExtensionOrigin(origin)) headers['access-control-allow-origin'] = origin;
  return headers;
}

async function wordsFor(request: Request) {
  const locale: TLocale = resolveLocale({ acceptLanguage: request.headers.get('accept-language') });
  const { messages } = await loadMessages(locale);
  // The catalogue's {{param}} placeholders are ICU only once compiled, so the typed keys do not know their values.
  return createTranslator({ locale, messages, namespace: 'extension' }) as unknown as (key: string, values?: Record<string, string>) => string;
}

/** A refusal in the caller's language (Accept-Language): `{ code, message }`, and for bad input the field it is about. */
async function refuse(request: Request, code: TCode, field?: string): Promise<Response> {
  const t = await wordsFor(request);
  const message = code === 'badInput' && field ? t(`errors.fields.${field}`) : t(`errors.${code}`);
  return Response.json({ code, message, ...(field ? { field } : {}) }, { status: STATUS[code], headers: corsHeaders(request.headers.get('origin')) });
}

/** Another site's page is refused; an extension page or a caller that is not a browser (no Origin) goes on to the token. */
const isAllowedOrigin = (origin: string | null) => origin === null || isExtensionOrigin(origin);

const bearerOf = (request: Request) => /^Bearer (\S+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';

/** The preflight of an extension page's call: allowed for extension origins only. */
export async function OPTIONS(request: Request) {
  const origin = request.headers.get('origin');
  if (!isExtensionOrigin(origin)) return refuse(request, 'forbidden');
  return new Response(null, {
    status: 204,
    headers: {
      ...corsHeaders(origin),
      'access-control-allow-methods': 'GET, POST, OPTIONS',
      'access-control-allow-headers': 'authorization, content-type',
      'access-control-max-age': '600',
    },
  });
}

/** GET: the token owner's tracker (the token's read scope), so the extension can show what is already saved. */
export async function GET(request: Request) {
  if (!isAllowedOrigin(request.headers.get('origin'))) return refuse(request, 'forbidden');
  try {
    const deps = getDeps();
    const caller = await extensionCaller(deps, { token: bearerOf(request), address: clientAddress(request.headers) });
    if (typeof caller === 'string') return refuse(request, caller);
    return Response.json({ applications: await listExtensionJobs(deps, caller) }, { headers: corsHeaders(request.headers.get('origin')) });
  } catch (error) {
    log.error({ err: error }, 'GET /api/extension/applications failed');
    return refuse(request, 'internal');
  }
}

/** POST: saves one page's job into the token owner's tracker (the token's add scope); 201 when new, 200 when it was already there. */
export async function POST(request: Request) {
  if (!isAllowedOrigin(request.headers.get('origin'))) return refuse(request, 'forbidden');
  if (!isJson(request)) return refuse(request, 'notJson');
  try {
    const deps = getDeps();
    const caller = await extensionCaller(deps, { token: bearerOf(request), address: clientAddress(request.headers) });
    if (typeof caller === 'string') return refuse(request, caller);
    let body: unknown;
    try {
      body = JSON.parse(Buffer.from(await readBodyWithin(request, BODY_LIMITS.json)).toString('utf8'));
    } catch (error) {
      return refuse(request, error instanceof BodyTooLargeError ? 'tooLarge' : 'badInput');
    }
    const job = ZExtensionJob.safeParse(body);
    if (!job.success) {
      const field = job.error.issues[0]?.path[0];
      return refuse(request, 'badInput', typeof field === 'string' && FIELDS.has(field) ? field : undefined);
    }
    const t = await wordsFor(request);
    const saved = await saveExtensionJob(deps, caller, job.data, (day) => t('postedOn', { date: day }));
    const { application } = saved;
    return Response.json(
      { isNew: saved.isNew, application: { job_url: application.job_url, title: application.title ?? null, company: application.company ?? null, status: application.status } },
      { status: saved.isNew ? 201 : 200, headers: corsHeaders(request.headers.get('origin')) },
    );
  } catch (error) {
    log.error({ err: error }, 'POST /api/extension/applications failed');
    return refuse(request, 'internal');
  }
}
