import { env } from '~/env';
import { handleTrpc } from '~/server/api/http-handler';
import { createRequestContext } from '~/server/api/request-context';

// Outer context: reads the request's session cookie, then builds the plain inner context.
const handler = (request: Request) => handleTrpc(request, createRequestContext, { appUrl: env.APP_URL });

export { handler as GET, handler as POST };
