import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { TRPC_ERROR_CODES_BY_KEY, type TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { isUnbatchedProcedure, TRPC_MAX_BATCH } from '~/domain/transport';
import { BODY_LIMITS, BodyTooLargeError, withinLimit } from '../http/body';
import { isJson, isSameOrigin } from '../http/same-origin';
import { processWide } from '../process-wide';
import { appRouter } from './root';
import type { TContext } from './trpc';
import { log } from '~/server/log.mjs';

/** What the endpoint compares a mutation's origin with. */
export type TTrpcOptions = { appUrl: string };

/** The procedures whose input may be larger than a plain JSON call. */
const LARGE_INPUTS: Record<string, number> = { 'resume.upload': BODY_LIMITS.upload, 'resume.save': BODY_LIMITS.resumeText };

/** How many bodies larger than a plain call one server process reads at once (up to 14 MB each: an upload). */
export const LARGE_BODIES_AT_ONCE = 4;

/** The large bodies being read in this process: `enter` answers a release, or null when all places are taken. */
const largeBodies = () =>
  processWide('large-bodies', () => {
    let reading = 0;
    return {
      enter(): (() => void) | null {
        if (reading >= LARGE_BODIES_AT_ONCE) return null;
        reading += 1;
        let isReleased = false;
        return () => {
          if (!isReleased) reading -= 1;
          isReleased = true;
        };
      },
    };
  });

/** The procedures a request names: `/api/trpc/a.b,c.d` → ['a.b', 'c.d']. */
function proceduresOf(request: Request): string[] {
  const path = new URL(request.url).pathname.replace(/^\/api\/trpc\/?/, '');
  try {
    return decodeURIComponent(path).split(',');
  } catch {
    return [path];
  }
}

/** A refusal in tRPC's own error shape (one entry per call of a batch), so the client shows its message (or its `reason`'s). */
function refusal(request: Request, procedures: string[], code: TRPC_ERROR_CODE_KEY, httpStatus: number, message: string, reason?: string): Response {
  const error = (path?: string) => ({ error: { message, code: TRPC_ERROR_CODES_BY_KEY[code], data: { code, httpStatus, path, reason } } });
  const isBatch = new URL(request.url).searchParams.get('batch') === '1';
  return Response.json(isBatch ? procedures.map(error) : error(procedures[0]), { status: httpStatus, headers: { 'cache-control': 'no-store' } });
}

/**
 * The tRPC endpoint. Identity calls are never batched, so a rate limit counts each attempt as one
 * request (fifty sign-ins in one batch would otherwise pass one check); mutations come only from
 * this site's pages, as JSON, with a body capped before it is read; answers are one user's data and
 * never cached; internal failures are logged here and reach the browser as a plain 'Internal
 * error' (the error formatter).
 */
export async function handleTrpc(request: Request, createContext: () => Promise<TContext> | TContext, options: TTrpcOptions): Promise<Response> {
  const procedures = proceduresOf(request);
  if (procedures.length > 1 && procedures.some(isUnbatchedProcedure)) return refusal(request, procedures, 'BAD_REQUEST', 400, 'Identity calls cannot be batched');
  let req = request;
  let context: TContext | undefined;
  if (request.method === 'POST') {
    if (!isSameOrigin(request, options.appUrl)) {
      log.warn({ event: 'origin-refused', origin: request.headers.get('origin') ?? null }, 'Cross-site request refused');
      return refusal(request, procedures, 'FORBIDDEN', 403, 'Cross-site requests are not accepted');
    }
    if (!isJson(request)) return refusal(request, procedures, 'UNSUPPORTED_MEDIA_TYPE', 415, 'Send the request body as JSON (content-type: application/json)');
    const limit = Math.max(...procedures.map((path) => LARGE_INPUTS[path] ?? BODY_LIMITS.json));
    // More than a plain call is read only for a signed-in caller (the session is decoded first), and only a few such bodies at once.
    let release = () => undefined as void;
    if (limit > BODY_LIMITS.json) {
      context = await createContext();
      if (!context.session) return refusal(request, procedures, 'UNAUTHORIZED', 401, 'Sign in to send this');
      const slot = largeBodies().enter();
      if (!slot) return refusal(request, procedures, 'TOO_MANY_REQUESTS', 429, 'Too many large requests at once. Please try again in a moment', 'busy');
      release = slot;
    }
    try {
      req = await withinLimit(request, limit);
    } catch (error) {
      if (error instanceof BodyTooLargeError) return refusal(request, procedures, 'PAYLOAD_TOO_LARGE', 413, error.message);
      throw error;
    } finally {
      release();
    }
  }
  const known = context;
  return fetchRequestHandler({
    endpoint: '/api/trpc',
    req,
    router: appRouter,
    createContext: known ? () => known : createContext,
    maxBatchSize: TRPC_MAX_BATCH,
    responseMeta: () => ({ headers: new Headers({ 'cache-control': 'private, no-store' }) }),
    onError: ({ path, error }) => {
      if (error.code === 'INTERNAL_SERVER_ERROR') log.error({ err: error.cause ?? error, procedure: path ?? '?' }, 'tRPC call failed');
    },
  });
}
