import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { isUnbatchedProcedure, TRPC_MAX_BATCH } from '~/domain/transport';
import { appRouter } from './root';
import type { TContext } from './trpc';

/** The procedures a request names: `/api/trpc/a.b,c.d` → ['a.b', 'c.d']. */
function proceduresOf(request: Request): string[] {
  const path = new URL(request.url).pathname.replace(/^\/api\/trpc\/?/, '');
  try {
    return decodeURIComponent(path).split(',');
  } catch {
    return [path];
  }
}

/**
 * The tRPC endpoint. Identity calls are never batched, so a rate limit counts each attempt as one
 * request (fifty sign-ins in one batch would otherwise pass one check); answers are one user's
 * data and never cached; internal failures are logged here and reach the browser as a plain
 * 'Internal error' (the error formatter).
 */
export function handleTrpc(request: Request, createContext: () => Promise<TContext> | TContext): Promise<Response> {
  const procedures = proceduresOf(request);
  if (procedures.length > 1 && procedures.some(isUnbatchedProcedure)) {
    return Promise.resolve(
      Response.json([{ error: { message: 'Identity calls cannot be batched', code: -32600, data: { code: 'BAD_REQUEST', httpStatus: 400 } } }], { status: 400 }),
    );
  }
  return fetchRequestHandler({
    endpoint: '/api/trpc',
    req: request,
    router: appRouter,
    createContext,
    maxBatchSize: TRPC_MAX_BATCH,
    responseMeta: () => ({ headers: new Headers({ 'cache-control': 'private, no-store' }) }),
    onError: ({ path, error }) => {
      if (error.code === 'INTERNAL_SERVER_ERROR') console.error(`tRPC ${path ?? '?'} failed`, error.cause ?? error);
    },
  });
}
