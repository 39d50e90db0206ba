import type { Instrumentation } from 'next';

/** Runs once in each server process before it serves (Next's instrumentation hook). */
export async function register(intl: typeof Intl = Intl) {
  // Imported only in the Node.js runtime: the edge build drops this branch and the Node-only code with it.
  if (process.env.NEXT_RUNTIME === 'nodejs') await (await import('./instrumentation-node')).registerNode(intl);
}

/**
 * A request Next could not answer (a page's render, a route handler, the proxy): one line with the
 * cause chain, the route's pattern (never its address, which may carry a signed link's token) and
 * Next's digest, the reference the error page shows the person (src/components/page-error.tsx), so
 * support can find the line they quote. tRPC's own failures are logged by its handler.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { log } = await import('~/server/log.mjs');
  const digest = typeof error === 'object' && error !== null && 'digest' in error ? String(error.digest) : undefined;
  log.error({ err: error, digest, method: request.method, route: context.routePath, routeType: context.routeType }, 'Request failed');
};
