import { shapeOf } from './bad-inputs';

/** The app's address in tests: requests look same-origin to it. */
export const APP_ORIGIN = 'http://localhost:3000';

type TParser = { safeParse: (value: unknown) => { success: boolean } };

/** A procedure as the wire sees it: its path, whether it is a query or a mutation, and its input parser. */
export type TProcedureInfo = { path: string; type: 'query' | 'mutation'; parser: TParser | undefined; shape: Record<string, TParser>; fields: string[] };

type TRouterLike = { _def: { procedures: Record<string, unknown> } };
type TProcedureDef = { _def: { type: string; inputs: unknown[] } };

/** Every procedure of a router, read from the router itself so a new one is covered without a list to keep. */
export function proceduresOf(router: TRouterLike): TProcedureInfo[] {
  return Object.entries(router._def.procedures).map(([path, procedure]) => {
    const { type, inputs } = (procedure as TProcedureDef)._def;
    if (type !== 'query' && type !== 'mutation') throw new Error(`${path}: ${type} procedures are not fuzzed yet`);
    const parser = inputs[0] as TParser | undefined;
    const shape = shapeOf(parser);
    return { path, type, parser, shape, fields: Object.keys(shape) };
  });
}

const SAME_ORIGIN = { origin: APP_ORIGIN, 'sec-fetch-site': 'same-origin' };

/**
 * A tRPC call as the browser's links send it (no transformer): a query is a GET with `input` in
 * the query, a mutation a JSON POST; `batch` wraps the input as call 0 of a batch.
 */
export function trpcRequest(procedure: Pick<TProcedureInfo, 'path' | 'type'>, input: unknown, options: { batch: boolean }): Request {
  const sent = options.batch ? { 0: input } : input;
  const body = JSON.stringify(sent);
  const url = new URL(`/api/trpc/${procedure.path}`, APP_ORIGIN);
  if (options.batch) url.searchParams.set('batch', '1');
  if (procedure.type === 'query') {
    if (body !== undefined) url.searchParams.set('input', body);
    return new Request(url, { headers: SAME_ORIGIN });
  }
  return new Request(url, { method: 'POST', headers: { ...SAME_ORIGIN, 'content-type': 'application/json' }, body: body ?? '' });
}

/** A raw request to the tRPC endpoint, for bodies, content types and queries no link would send. */
export function rawTrpcRequest(path: string, init: { method: string; contentType?: string; body?: string; params?: Record<string, string> }): Request {
  const headers: Record<string, string> = { ...SAME_ORIGIN };
  if (init.contentType !== undefined) headers['content-type'] = init.contentType;
  // Paths with lone surrogates cannot be percent-encoded; the replacement character stands in for them.
  const url = new URL(`/api/trpc/${encodeURIComponent(path.replace(/[\ud800-\udfff]/g, '\ufffd'))}`, APP_ORIGIN);
  for (const [name, value] of Object.entries(init.params ?? {})) url.searchParams.set(name, value);
  return new Request(url, { method: init.method, headers, body: init.method === 'GET' ? undefined : init.body });
}

/** The answers a response carries: one per call of a batch, or the single one. */
export async function readTrpc(response: Response): Promise<{ status: number; text: string; answers: unknown[] }> {
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, text, answers: Array.isArray(body) ? body : [body] };
}

/** Answers larger than this echo the input back (or amplify it); a refusal needs a sentence and a code. */
export const MAX_REFUSAL_BYTES = 16 * 1024;

/** What is wrong with a refusal: empty answers, a missing or internal message, leaked stacks, echoed input. */
export function refusalProblems(answer: { status: number; text: string; answers: unknown[] }): string[] {
  const problems: string[] = [];
  if (answer.status < 400 || answer.status >= 500) problems.push(`status ${answer.status}`);
  if (answer.text.length > MAX_REFUSAL_BYTES) problems.push(`answer of ${answer.text.length} bytes`);
  if (/\n\s+at /.test(answer.text)) problems.push('a stack trace');
  const errors = answer.answers.map((item) => (item as { error?: { message?: unknown; data?: { code?: unknown; httpStatus?: unknown } } } | undefined)?.error);
  if (!errors.some(Boolean)) problems.push(`no error object in ${answer.text.slice(0, 200)}`);
  for (const error of errors.filter(Boolean)) {
    if (typeof error!.message !== 'string' || !error!.message.trim()) problems.push('an empty message');
    if (error!.message === 'Internal error') problems.push('an internal error');
    if (typeof error!.data?.code !== 'string') problems.push('no error code');
    if (typeof error!.data?.httpStatus !== 'number' || error!.data.httpStatus < 400 || error!.data.httpStatus >= 500)
      problems.push(`httpStatus ${String(error!.data?.httpStatus)}`);
  }
  return problems;
}
