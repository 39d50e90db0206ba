import { createTRPCClient as createPackageClient, httpBatchLink, httpLink, splitLink, TRPCClientError } from '@trpc/client';
import { initTRPC, TRPCError } from '@trpc/server';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTRPCClient, getUntypedClient, TRPCUntypedClient } from '~/trpc/browser-trpc-client';

const t = initTRPC.create();
const router = t.router({
  greet: t.procedure.input(z.object({ name: z.string() })).query(({ input }) => `Hola, ${input.name}`),
  count: t.procedure.input(z.number()).mutation(({ input }) => input + 1),
  refuse: t.procedure.query(() => {
    throw new TRPCError({ code: 'FORBIDDEN', message: 'Not yours' });
  }),
  nested: t.router({ echo: t.procedure.input(z.string()).query(({ input }) => input) }),
});

/** The tRPC endpoint answering in-process, counting the HTTP requests it gets. */
function endpoint() {
  const requests: string[] = [];
  const fetch = async (url: URL | RequestInfo, init?: RequestInit) => {
    const request = new Request(url, init);
    requests.push(new URL(request.url).pathname);
    return fetchRequestHandler({ endpoint: '/api/trpc', req: request, router });
  };
  const links = [
    splitLink({
      condition: (op) => op.type === 'mutation',
      true: httpLink({ url: 'http://localhost/api/trpc', fetch }),
      false: httpBatchLink({ url: 'http://localhost/api/trpc', fetch }),
    }),
  ];
  return { requests, links };
}

type TClient = {
  greet: { query: (input: { name: string }) => Promise<string> };
  count: { mutate: (input: number) => Promise<number> };
  refuse: { query: () => Promise<string> };
  nested: { echo: { query: (input: string) => Promise<string> } };
};

describe('the browser’s tRPC client', () => {
  it('answers queries and mutations as the package’s own client does, batching the queries', async () => {
    const ours = endpoint();
    const theirs = endpoint();
    const client = createTRPCClient({ links: ours.links }) as unknown as TClient;
    const reference = createPackageClient<typeof router>({ links: theirs.links });
    const calls = (c: TClient) => Promise.all([c.greet.query({ name: 'Ana' }), c.nested.echo.query('x'), c.count.mutate(41)]);
    const answers = await calls(client);
    expect(answers).toEqual(['Hola, Ana', 'x', 42]);
    expect(answers).toEqual(await calls(reference as unknown as TClient));
    // Two queries in one batched request, the mutation on its own: as the package does.
    expect(ours.requests.sort()).toEqual(['/api/trpc/count', '/api/trpc/greet,nested.echo']);
    expect(ours.requests).toEqual(theirs.requests.sort());
  });

  it('hands on the server’s refusal as a TRPCClientError with its code and message', async () => {
    const client = createTRPCClient({ links: endpoint().links }) as unknown as TClient;
    const error = await client.refuse.query().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TRPCClientError);
    expect(error).toMatchObject({ message: 'Not yours', data: { code: 'FORBIDDEN', httpStatus: 403 } });
  });

  it('a refused input never reaches the procedure and comes back as BAD_REQUEST', async () => {
    const client = createTRPCClient({ links: endpoint().links }) as unknown as { greet: { query: (input: unknown) => Promise<string> } };
    await expect(client.greet.query({ name: 7 })).rejects.toMatchObject({ data: { code: 'BAD_REQUEST' } });
  });

  it('gives the hooks its untyped client, which refuses subscriptions (no link for them)', () => {
    const client = createTRPCClient({ links: endpoint().links });
    const untyped = getUntypedClient(client as unknown as Record<symbol, unknown>);
    expect(untyped).toBeInstanceOf(TRPCUntypedClient);
    expect(() => untyped.subscription('greet')).toThrow(/No subscription link/);
  });
});
