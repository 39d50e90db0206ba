import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { appRouter } from '~/server/api/root';
import { createInnerContext } from '~/server/api/trpc';
import { getRequestInfo, getSession } from '~/server/auth/request-session';
import { getDeps } from '~/server/deps';

const handler = (req: Request) =>
  fetchRequestHandler({
    endpoint: '/api/trpc',
    req,
    router: appRouter,
    // Outer context: reads the request's session cookie, then builds the plain inner context.
    createContext: async () => createInnerContext({ session: await getSession(), deps: getDeps(), request: await getRequestInfo() }),
    onError: ({ path, error }) => {
      if (error.code === 'INTERNAL_SERVER_ERROR') console.error(`tRPC ${path ?? '?'} failed`, error.cause ?? error);
    },
  });

export { handler as GET, handler as POST };
