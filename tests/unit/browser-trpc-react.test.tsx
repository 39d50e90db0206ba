import { QueryClient, skipToken } from '@tanstack/react-query';
import { createTRPCClient, getUntypedClient, httpBatchLink } from '@trpc/client';
import { createTRPCQueryUtils, createTRPCReact as createPackageReact, getQueryKey } from '@trpc/react-query';
import { initTRPC } from '@trpc/server';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTRPCReact, createUtils, queryKeyOf } from '~/trpc/browser-trpc-react';

const t = initTRPC.create();
const router = t.router({
  greet: t.procedure.input(z.object({ name: z.string() })).query(({ input }) => `Hola, ${input.name}`),
  nested: t.router({ echo: t.procedure.input(z.string().optional()).query(({ input }) => input ?? 'nada') }),
});

/** A client whose requests the router answers in-process. */
function client() {
  const fetch = async (url: URL | RequestInfo, init?: RequestInit) => fetchRequestHandler({ endpoint: '/api/trpc', req: new Request(url, init), router });
  return createTRPCClient<typeof router>({ links: [httpBatchLink({ url: 'http://localhost/api/trpc', fetch })] });
}

const untyped = (c: ReturnType<typeof client>) => getUntypedClient(c);

type TUtils = {
  greet: { fetch: (input: { name: string }) => Promise<string>; setData: (input: { name: string }, data: string) => void; getData: (input: { name: string }) => unknown };
  nested: { echo: { fetch: (input?: string) => Promise<string> }; invalidate: () => Promise<void> };
  invalidate: () => Promise<void>;
};

describe('the browser’s @trpc/react-query', () => {
  it('makes the package’s query keys, so the browser finds what the server prefetched', () => {
    const procedure = (path: string[]) => ({ _def: () => ({ path }) }) as never;
    const inputs = [undefined, null, 0, '', false, 'x', { name: 'Ana' }, { page: 2, filters: { q: 'react' } }, skipToken];
    for (const path of [['greet'], ['nested', 'echo'], ['nested.echo'], []])
      for (const input of inputs)
        for (const type of ['query', 'any'] as const) expect(queryKeyOf(path, input, type)).toEqual((getQueryKey as (...args: unknown[]) => unknown)(procedure(path), input, type));
  });

  it('utils fetch, set, read and invalidate the same cache entries as the package’s utils', async () => {
    const run = async (utils: TUtils, queryClient: QueryClient) => {
      const fetched = [await utils.greet.fetch({ name: 'Ana' }), await utils.nested.echo.fetch('eco'), await utils.nested.echo.fetch()];
      utils.greet.setData({ name: 'Luis' }, 'puesto a mano');
      await utils.nested.invalidate();
      const cache = queryClient
        .getQueryCache()
        .getAll()
        .map((query) => [query.queryKey, query.state.data, query.isStale()]);
      return { fetched, cache, read: utils.greet.getData({ name: 'Luis' }) };
    };
    const oursClient = new QueryClient();
    const theirsClient = new QueryClient();
    const ours = await run(createUtils({ client: untyped(client()), queryClient: oursClient }) as unknown as TUtils, oursClient);
    const theirs = await run(createTRPCQueryUtils({ client: client(), queryClient: theirsClient }) as unknown as TUtils, theirsClient);
    expect(ours.fetched).toEqual(['Hola, Ana', 'eco', 'nada']);
    expect(ours.read).toBe('puesto a mano');
    expect(ours).toEqual(theirs);
  });

  it('draws a query the server prefetched, through either implementation, identically', async () => {
    const queryClient = new QueryClient();
    await createTRPCQueryUtils({ client: client(), queryClient }).greet.prefetch({ name: 'Ana' });
    const page = (api: ReturnType<typeof createPackageReact<typeof router>>) => {
      function Greeting() {
        const greeting = api.greet.useQuery({ name: 'Ana' });
        return <p>{greeting.data ?? 'cargando'}</p>;
      }
      return renderToString(
        <api.Provider client={client()} queryClient={queryClient}>
          <Greeting />
        </api.Provider>,
      );
    };
    const ours = page(createTRPCReact() as unknown as ReturnType<typeof createPackageReact<typeof router>>);
    expect(ours).toBe('<p>Hola, Ana</p>');
    expect(ours).toBe(page(createPackageReact<typeof router>()));
  });

  it('names a hook it lacks instead of running another', () => {
    const api = createTRPCReact() as unknown as { greet: { useInfiniteQuery: () => unknown } };
    expect(() => api.greet.useInfiniteQuery()).toThrow(/useInfiniteQuery is not in Rumbo's browser build/);
  });

  it('covers every hook and util the pages call', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true }))
        if (entry.isDirectory()) walk(join(dir, entry.name));
        else if (/\.tsx?$/.test(entry.name)) files.push(join(dir, entry.name));
    };
    walk('src');
    const sources = files.filter((file) => !file.includes('trpc/browser-')).map((file) => readFileSync(file, 'utf8'));
    const hooks = new Set(sources.flatMap((source) => [...source.matchAll(/\bapi\.(?:[a-zA-Z]+\.)*(use[A-Za-z]+)\(/g)].map((match) => match[1] ?? '')));
    // Called on utils directly (`utils.a.b.invalidate()`) or, in the same file, on a part of it kept in a variable (`const list = utils.a.list`).
    let kept = 0;
    const utils = new Set(
      sources.flatMap((source) => {
        const holders = ['utils', ...[...source.matchAll(/\bconst (\w+) = utils\.[\w.]+;/g)].map((match) => match[1] ?? '')];
        kept += holders.length - 1;
        return [...source.matchAll(new RegExp(`\\b(?:${holders.join('|')})\\.(?:[a-zA-Z]+\\.)*([a-zA-Z]+)\\(`, 'g'))].map((match) => match[1] ?? '');
      }),
    );
    expect(kept).toBeGreaterThan(0);
    expect([...hooks].sort()).toEqual(['useMutation', 'useQuery', 'useUtils']);
    expect(utils.size).toBeGreaterThan(0);
    const covered = ['fetch', 'prefetch', 'ensureData', 'getData', 'setData', 'setQueriesData', 'invalidate', 'reset', 'refetch', 'cancel'];
    expect([...utils].filter((name) => !covered.includes(name))).toEqual([]);
  });
});
