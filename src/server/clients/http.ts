import type { z } from 'zod';

/** Every failure of an external HTTP call, folded into one type that carries the upstream status. */
export class UpstreamError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly body: unknown = undefined,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

type TRequest<T> = {
  url: string | URL;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  headers?: Record<string, string>;
  body?: unknown;
  schema: z.ZodType<T>;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Picks the error text out of a failed response's body. */
  errorText?: (body: unknown) => string | undefined;
  /** The one success status the call accepts; any 2xx when unset. */
  expectStatus?: number;
  /** The transport; the global fetch unless a caller serves the API in-process. */
  fetch?: typeof fetch;
};

/** The text a failed answer carries in `error`, `message` or `detail`, or as a plain body. */
export const defaultErrorText = (body: unknown): string | undefined => {
  if (body && typeof body === 'object') {
    for (const field of ['error', 'message', 'detail']) {
      const value = (body as Record<string, unknown>)[field];
      if (typeof value === 'string' && value) return value;
    }
  }
  return typeof body === 'string' && body ? body : undefined;
};

/** Typed fetch: timeout, JSON body, response schema; throws UpstreamError on any failure. */
export async function fetchJson<T>(request: TRequest<T>): Promise<T> {
  const timeout = AbortSignal.timeout(request.timeoutMs ?? 10_000);
  const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await (request.fetch ?? fetch)(request.url, {
      method: request.method ?? 'GET',
      headers: {
        accept: 'application/json',
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...request.headers,
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal,
    });
  } catch (error) {
    const reason = timeout.aborted ? 'timed out' : error instanceof Error ? error.message : String(error);
    throw new UpstreamError(`Request to ${new URL(request.url).host} failed: ${reason}`, null);
  }
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // Non-JSON answers keep their raw text for the error message.
  }
  if (!response.ok || (request.expectStatus !== undefined && response.status !== request.expectStatus)) {
    const message = (request.errorText ?? defaultErrorText)(body) ?? `HTTP ${response.status}`;
    throw new UpstreamError(message, response.status, body);
  }
  const parsed = request.schema.safeParse(body);
  if (!parsed.success) throw new UpstreamError('Unexpected answer shape', response.status, body);
  return parsed.data;
}
