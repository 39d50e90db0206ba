import { QueryClientProvider } from '@tanstack/react-query';
import { createTRPCClient, TRPCClientError } from '@trpc/client';
import { createHydrationHelpers } from '@trpc/react-query/rsc';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { fixedClock } from '~/domain/clock';
import { errorMessage } from '~/domain/error-message';
import { AppError } from '~/domain/errors';
import { TRPC_MAX_BATCH } from '~/domain/transport';
import { handleTrpc } from '~/server/api/http-handler';
import { createCaller, type AppRouter } from '~/server/api/root';
import { createInnerContext } from '~/server/api/trpc';
import type { TSession } from '~/server/auth/types';
import { createUsersRepo } from '~/server/db/users-repo';
import { buildDeps } from '~/server/deps';
import { trpcLinks } from '~/trpc/links';
import { makeQueryClient } from '~/trpc/query-client';
import { api } from '~/trpc/react';
import { DAY_MS, freshDb, NOW } from '../helpers/db';

const APP_URL = 'https://rumbo.example';
const SUBSCRIBED = { status: 'active', paymentStatus: 'paid', periodEnd: NOW + DAY_MS, cancelAtEnd: false, updated_at: NOW } as const;

/**
 * The browser's tRPC client as the pages build it (the published @trpc/client with Rumbo's links),
 * its requests answered in-process by the app's own endpoint; `requests` holds the procedures of
 * each HTTP request, in the order they were sent.
 */
async function browserClient(session: TSession = null) {
  const db = await freshDb();
  const deps = buildDeps(db, fixedClock(NOW));
  if (session) await createUsersRepo(db).put({ user_email: session.email, created_at: NOW, updated_at: NOW, subscription: SUBSCRIBED });
  const requests: string[][] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    requests.push(decodeURIComponent(new URL(request.url).pathname.replace('/api/trpc/', '')).split(','));
    return handleTrpc(request, () => createInnerContext({ session, deps }), { appUrl: APP_URL });
  };
  const links = trpcLinks({ url: `${APP_URL}/api/trpc`, fetch });
  return { client: createTRPCClient<AppRouter>({ links }), links, requests, deps };
}

describe('the browser’s tRPC client (published @trpc/client with Rumbo’s links)', () => {
  it('sends identity calls one per request and batches the rest, at most TRPC_MAX_BATCH to a request', async () => {
    const { client, requests } = await browserClient();
    const calls = [client.auth.currentUser.query(), client.auth.currentUser.query(), ...Array.from({ length: TRPC_MAX_BATCH + 2 }, () => client.user.access.query())];
    const answers = await Promise.all(calls);
    expect(answers).toEqual([null, null, ...Array.from({ length: TRPC_MAX_BATCH + 2 }, () => ({ state: 'signed-out' }))]);
    const sizes = requests.map((procedures) => `${procedures[0]}×${procedures.length}`).sort();
    expect(sizes).toEqual(['auth.currentUser×1', 'auth.currentUser×1', `user.access×${TRPC_MAX_BATCH}`, 'user.access×2']);
  });

  it('hands a refusal to the page as a TRPCClientError with the server’s codes, which the error catalogue reads', async () => {
    const { client, deps } = await browserClient({ email: 'ana@example.com' });
    vi.spyOn(deps.jobs, 'jobByUrl').mockRejectedValue(new AppError('NOT_FOUND', 'No such job'));
    const missing = await client.jobs.byUrl.query({ url: 'https://jobs.example/1' }).catch((caught: unknown) => caught);
    expect(missing).toBeInstanceOf(TRPCClientError);
    expect(missing).toMatchObject({ message: 'No such job', data: { code: 'NOT_FOUND', httpStatus: 404, appCode: 'NOT_FOUND' } });
    expect(errorMessage(missing, 'generic')).toEqual({ key: 'errors.NOT_FOUND' });
    // A refused input never reaches the procedure and says which field was wrong.
    const refused = await client.jobs.byUrl.query({ url: 'javascript:alert(1)' }).catch((caught: unknown) => caught);
    expect(refused).toMatchObject({ data: { code: 'BAD_REQUEST', zodIssues: [{ path: 'url', message: 'Invalid job URL' }] } });
    expect(errorMessage(refused, 'onboarding')).toEqual({ key: 'errors.BAD_INPUT' });
  });

  it('lets the pages’ hooks draw what the server prefetched, without asking again', async () => {
    const session = { email: 'ana@example.com' };
    const { links, requests, deps } = await browserClient(session);
    // The server's half, as src/trpc/server.tsx: a caller over the request's context fills a query client.
    const serverQueries = makeQueryClient();
    const { trpc, HydrateClient } = createHydrationHelpers<AppRouter>(createCaller(createInnerContext({ session, deps })), () => serverQueries);
    await trpc.user.access.prefetch();
    // The browser's half: the published hooks, with their own query client and the same links.
    const queryClient = makeQueryClient();
    function Access() {
      const access = api.user.access.useQuery();
      return createElement('p', null, access.data?.state ?? 'loading');
    }
    const page = createElement(HydrateClient, { children: createElement(Access) });
    const hooks = createElement(api.Provider, { client: api.createClient({ links }), queryClient, children: page });
    const html = renderToString(createElement(QueryClientProvider, { client: queryClient, children: hooks }));
    expect(html).toBe('<p>ok</p>');
    expect(requests).toEqual([]);
  });
});
