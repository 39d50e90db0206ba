/**
 * `@trpc/react-query` as the browser build sees it (next.config.mjs aliases it here for the
 * browser only): `createTRPCReact` with the parts Rumbo's pages call — `Provider`, `createClient`,
 * `useUtils`, and `useQuery` / `useMutation` on each procedure. The package's own hooks object
 * also holds the infinite, suspense, prefetch, queries and subscription hooks in one function, so
 * the bundler keeps every one of them and the TanStack observers behind them on every page: about
 * 4 kB of gzip that nobody runs. The server keeps the real package; both make the same query keys,
 * so what the server prefetched is what the browser finds (tests/unit/browser-trpc-react.test.ts).
 *
 * Follows `createRootHooks` of @trpc/react-query 11.19 (pinned in package.json). A hook this file
 * lacks fails loudly by name instead of running something else.
 */
import { skipToken, useMutation, useQuery, type QueryClient, type QueryFunctionContext, type QueryKey, type UseMutationOptions, type UseQueryOptions } from '@tanstack/react-query';
import { createTRPCClient, createTRPCClientProxy, getUntypedClient, TRPCUntypedClient } from '@trpc/client';
import type { AnyRouter } from '@trpc/server';
import { createFlatProxy, createRecursiveProxy } from '@trpc/server/unstable-core-do-not-import';
import { createContext, createElement, useContext, useMemo, type ReactNode } from 'react';

export { httpBatchLink, httpLink, splitLink } from '@trpc/client';

type TQueryType = 'query' | 'any';
type TTrpcOptions = { trpc?: { context?: Record<string, unknown>; abortOnUnmount?: boolean } };
type TQueryOptions = Omit<UseQueryOptions, 'queryKey' | 'queryFn'> & TTrpcOptions;
type TMutationOptions = Omit<UseMutationOptions<unknown, unknown, unknown, unknown>, 'mutationKey' | 'mutationFn'> & TTrpcOptions;
type TFilters = Record<string, unknown> | undefined;

/** The package's `getQueryKeyInternal` for queries and the "any" keys of invalidation and mutations. */
export function queryKeyOf(path: readonly string[], input: unknown, type: TQueryType): QueryKey {
  const splitPath = path.flatMap((part) => part.split('.'));
  if (!input && type === 'any') return splitPath.length ? [splitPath] : [];
  return [splitPath, { ...(input !== undefined && input !== skipToken && { input }), ...(type !== 'any' && { type }) }];
}

type TContext = { client: TRPCUntypedClient<AnyRouter>; queryClient: QueryClient; abortOnUnmount: boolean };
const TRPCContext = createContext<TContext | null>(null);

function useTRPCContext(): TContext {
  const context = useContext(TRPCContext);
  if (!context) throw new Error('Unable to find tRPC Context. Did you forget to wrap your App inside `withTRPC` HoC?');
  return context;
}

/** The procedure's path and input, from its key, as the client takes them. */
function callOf(queryKey: QueryKey): [string, unknown] {
  const [path, rest] = queryKey as [string[], { input?: unknown } | undefined];
  return [path.join('.'), rest?.input];
}

const UTIL_TYPES: Record<string, TQueryType> = {
  fetch: 'query',
  prefetch: 'query',
  ensureData: 'query',
  getData: 'query',
  setData: 'query',
  setQueriesData: 'query',
  invalidate: 'any',
  reset: 'any',
  refetch: 'any',
  cancel: 'any',
};

/** `utils.a.b.invalidate(input)` and the rest: the TanStack call with the procedure's key. */
export function createUtils({ client, queryClient }: Pick<TContext, 'client' | 'queryClient'>) {
  const queryFn = (queryKey: QueryKey, options?: TTrpcOptions) => () => client.query(...callOf(queryKey), options?.trpc);
  const utils = createRecursiveProxy(({ path, args }) => {
    const route = [...path];
    const name = route.pop() ?? '';
    const type = UTIL_TYPES[name];
    if (!type) throw new Error(`utils.${name} is not in Rumbo's browser build of @trpc/react-query (src/trpc/browser-trpc-react.ts)`);
    const [input, first, second, third] = args as [unknown, never, never, never];
    const queryKey = queryKeyOf(route, input, type);
    switch (name) {
      case 'fetch':
        return queryClient.fetchQuery({ ...(first as object), queryKey, queryFn: queryFn(queryKey, first) });
      case 'prefetch':
        return queryClient.prefetchQuery({ ...(first as object), queryKey, queryFn: queryFn(queryKey, first) });
      case 'ensureData':
        return queryClient.ensureQueryData({ ...(first as object), queryKey, queryFn: queryFn(queryKey, first) });
      case 'getData':
        return queryClient.getQueryData(queryKey);
      case 'setData':
        queryClient.setQueryData(queryKey, first, second);
        return undefined;
      case 'setQueriesData':
        return queryClient.setQueriesData({ ...(first as object), queryKey }, second, third);
      case 'invalidate':
        return queryClient.invalidateQueries({ ...(first as TFilters), queryKey }, second);
      case 'reset':
        return queryClient.resetQueries({ ...(first as TFilters), queryKey }, second);
      case 'refetch':
        return queryClient.refetchQueries({ ...(first as TFilters), queryKey }, second);
      default:
        return queryClient.cancelQueries({ queryKey }, first);
    }
  });
  const clientProxy = createTRPCClientProxy(client);
  return createFlatProxy((key) => (key === 'client' ? clientProxy : key === 'queryClient' ? queryClient : (utils as Record<string, unknown>)[key]));
}

function useProcedureQuery(path: string[], input: unknown, options: TQueryOptions = {}) {
  const { client, queryClient, abortOnUnmount } = useTRPCContext();
  const queryKey = queryKeyOf(path, input, 'query');
  const merged = { ...queryClient.getQueryDefaults(queryKey), ...options } as TQueryOptions;
  const abort = options.trpc?.abortOnUnmount ?? abortOnUnmount;
  const result = useQuery(
    {
      ...merged,
      queryKey,
      queryFn:
        input === skipToken ? skipToken : (context: QueryFunctionContext) => client.query(...callOf(queryKey), { ...merged.trpc, signal: abort ? context.signal : undefined }),
    },
    queryClient,
  );
  return Object.assign(result, { trpc: { path: path.join('.') } });
}

function useProcedureMutation(path: string[], options: TMutationOptions = {}) {
  const { client, queryClient } = useTRPCContext();
  const mutationKey = queryKeyOf(path, undefined, 'any');
  const defaults = queryClient.defaultMutationOptions(queryClient.getMutationDefaults(mutationKey));
  const result = useMutation(
    {
      ...options,
      mutationKey,
      mutationFn: (input: unknown) => client.mutation(path.join('.'), input, options.trpc),
      // As the package: the defaults' onSuccess runs when the call's gives nothing back.
      onSuccess: (...args: Parameters<NonNullable<TMutationOptions['onSuccess']>>) => options.onSuccess?.(...args) ?? defaults.onSuccess?.(...args),
    },
    queryClient,
  );
  return Object.assign(result, { trpc: { path: path.join('.') } });
}

type TProviderProps = {
  client: TRPCUntypedClient<AnyRouter> | Record<symbol, unknown>;
  queryClient: QueryClient;
  abortOnUnmount?: boolean;
  children?: ReactNode;
};

function Provider({ client, queryClient, abortOnUnmount = false, children }: TProviderProps) {
  const untyped = client instanceof TRPCUntypedClient ? client : getUntypedClient(client as never);
  const value = useMemo(() => ({ client: untyped, queryClient, abortOnUnmount }), [untyped, queryClient, abortOnUnmount]);
  return createElement(TRPCContext.Provider, { value }, children);
}

function useUtils() {
  const context = useTRPCContext();
  return useMemo(() => createUtils(context), [context]);
}

const ROOT: Record<string, unknown> = { Provider, createClient: createTRPCClient, useUtils, useContext: useUtils };

/** `api.a.b.useQuery(input, options)`, `api.a.b.useMutation(options)`, `api.useUtils()`, `<api.Provider>`. */
export function createTRPCReact() {
  const procedures = createRecursiveProxy(({ path, args }) => {
    const route = [...path];
    const hook = route.pop();
    if (hook === 'useQuery') return useProcedureQuery(route, args[0], (args[1] ?? undefined) as TQueryOptions | undefined);
    if (hook === 'useMutation') return useProcedureMutation(route, (args[0] ?? undefined) as TMutationOptions | undefined);
    if (hook === '_def') return { path: route };
    throw new Error(`${String(hook)} is not in Rumbo's browser build of @trpc/react-query (src/trpc/browser-trpc-react.ts)`);
  });
  return createFlatProxy((key) => (Object.hasOwn(ROOT, key) ? ROOT[key] : (procedures as Record<string, unknown>)[key]));
}
