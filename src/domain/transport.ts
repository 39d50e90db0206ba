/** The most calls one batched tRPC request may carry: the server refuses more, the browser's link never sends more. */
export const TRPC_MAX_BATCH = 10;

/** Identity calls travel one per request, so every attempt meets the rate limit on its own. */
export const isUnbatchedProcedure = (path: string): boolean => path.startsWith('auth.');
