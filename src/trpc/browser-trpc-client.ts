/**
 * `@trpc/client` as the browser build sees it (next.config.mjs aliases it here for the browser
 * only): the untyped client the `@trpc/react-query` hooks drive and the three HTTP links Rumbo
 * uses, nothing else. The package's own entry also defines the WebSocket, streaming, subscription,
 * local and retry links and, with no "sideEffects" mark, the bundler keeps all of them: about 9 kB
 * of gzip on every page that nobody runs. The server keeps the real package.
 *
 * The client follows `TRPCUntypedClient` of @trpc/client 11.19 (pinned in package.json) for
 * queries and mutations; a subscription, which needs a link Rumbo does not have, is refused.
 */
import type { CreateTRPCClientOptions, Operation, OperationLink, OperationResultEnvelope, TRPCClientError, TRPCClientRuntime } from '@trpc/client';
import type { AnyRouter } from '@trpc/server';
import { observable, observableToPromise, share, type Observable } from '@trpc/server/observable';
import { createFlatProxy, createRecursiveProxy } from '@trpc/server/unstable-core-do-not-import';

export { httpBatchLink } from '@trpc/client/links/httpBatchLink';
export { httpLink } from '@trpc/client/links/httpLink';
export { splitLink } from '@trpc/client/links/splitLink';

type TEnvelope = OperationResultEnvelope<unknown, TRPCClientError<AnyRouter>>;
type TCallOptions = { context?: Operation['context']; signal?: AbortSignal };

/** Runs the operation through the links in order, each handing it to the next. */
function runLinks(links: OperationLink<AnyRouter>[], op: Operation): Observable<TEnvelope, TRPCClientError<AnyRouter>> {
  return observable((observer) => {
    const execute = (index: number, current: Operation): Observable<TEnvelope, TRPCClientError<AnyRouter>> => {
      const link = links[index];
      if (!link) throw new Error('No more links to execute - did you forget to add an ending link?');
      return link({ op: current, next: (nextOp) => execute(index + 1, nextOp) });
    };
    return execute(0, op).subscribe(observer);
  });
}

export class TRPCUntypedClient {
  readonly runtime: TRPCClientRuntime = {};
  readonly links: OperationLink<AnyRouter>[];
  private requestId = 0;

  constructor(options: CreateTRPCClientOptions<AnyRouter>) {
    this.links = options.links.map((link) => link(this.runtime));
  }

  $request(op: Omit<Operation, 'id' | 'context'> & { context?: Operation['context'] }) {
    return runLinks(this.links, { ...op, context: op.context ?? {}, id: ++this.requestId }).pipe(share());
  }

  /** The links answer with a TRPCClientError already (the HTTP links make one of every failure). */
  async requestAsPromise(op: Omit<Operation, 'id' | 'context'> & { context?: Operation['context'] }): Promise<unknown> {
    const envelope = await observableToPromise(this.$request(op));
    return (envelope.result as { data?: unknown }).data;
  }

  query(path: string, input?: unknown, options?: TCallOptions) {
    return this.requestAsPromise({ type: 'query', path, input, context: options?.context, signal: options?.signal ?? null });
  }

  mutation(path: string, input?: unknown, options?: TCallOptions) {
    return this.requestAsPromise({ type: 'mutation', path, input, context: options?.context, signal: options?.signal ?? null });
  }

  subscription(path: string): never {
    throw new Error(`No subscription link in this client (${path})`);
  }
}

const untypedClientSymbol = Symbol.for('trpc_untypedClient');
const PROCEDURE_TYPES: Record<string, 'query' | 'mutation' | 'subscription'> = { query: 'query', mutate: 'mutation', subscribe: 'subscription' };

/** `client.a.b.query(input)` → `untyped.query('a.b', input)`, as @trpc/client's proxy. */
export function createTRPCClientProxy(client: TRPCUntypedClient) {
  const proxy = createRecursiveProxy(({ path, args }) => {
    const route = [...path];
    const type = PROCEDURE_TYPES[route.pop() ?? ''];
    if (!type) throw new TypeError(`Not a procedure call: ${path.join('.')}`);
    return (client[type] as (...callArgs: unknown[]) => unknown)(route.join('.'), ...args);
  });
  return createFlatProxy((key) => (key === untypedClientSymbol ? client : (proxy as Record<string, unknown>)[key]));
}

export function createTRPCClient(options: CreateTRPCClientOptions<AnyRouter>) {
  return createTRPCClientProxy(new TRPCUntypedClient(options));
}

export function getUntypedClient(client: Record<symbol, unknown>): TRPCUntypedClient {
  return client[untypedClientSymbol] as TRPCUntypedClient;
}
