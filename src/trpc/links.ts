import { httpBatchLink, httpLink, splitLink, type TRPCLink } from '@trpc/client';
import type { AnyRouter } from '@trpc/server';
import { isUnbatchedProcedure, TRPC_MAX_BATCH } from '~/domain/transport';

/** `fetch` defaults to the browser's own; tests answer in-process. */
type TLinkOptions = { url: string; fetch?: typeof globalThis.fetch };

/**
 * How the browser reaches the tRPC endpoint, as plain JSON: identity calls (`auth.*`) one per
 * request, so each attempt meets the rate limit on its own; every other call batched with those
 * made at the same moment, at most TRPC_MAX_BATCH to a request (the server refuses more).
 */
export function trpcLinks({ url, fetch }: TLinkOptions): Array<TRPCLink<AnyRouter>> {
  return [
    splitLink({
      condition: (op) => isUnbatchedProcedure(op.path),
      true: httpLink({ url, fetch }),
      false: httpBatchLink({ url, fetch, maxItems: TRPC_MAX_BATCH }),
    }),
  ];
}
