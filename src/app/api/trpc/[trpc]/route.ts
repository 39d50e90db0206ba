import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { appRouter } from '~/server/api/root';
import { createRequestContext } from '~/server/api/request-context';

const handler = (req: Request) =>
  fetchRequestHandler({
    endpoint: '/api/trpc',
    req,
    router: appRouter,
    // Outer context: reads the request's session cookie, then builds the plain inner context.
    createContext: createRequestContext,
    // Answers are one user's data: never stored by a browser or a shared cache.
    responseMeta: () => ({ headers: new Headers({ 'cache-control': 'private, no-store' }) }),
    onError: ({ path, error }) => {
      if (error.code === 'INTERNAL_SERVER_ERROR') console.error(`tRPC ${path ?? '?'} failed`, error.cause ?? error);
    },
  });

export { handler as GET, handler as POST };
