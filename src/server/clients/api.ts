import { z } from 'zod';
import { fetchJson, UpstreamError } from './http';

/** Where an API lives and how to reach it: the network, or an in-process handler. */
export type TApiConfig = { baseUrl: string; fetch?: typeof fetch; timeoutMs?: number };

type TCall<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH';
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  schema: z.ZodType<T>;
  expectStatus?: number;
};

/** One authenticated JSON call against a SPEC §7 API: bearer token attached, query encoded. */
export function bearerCaller(config: TApiConfig) {
  const base = config.baseUrl.replace(/\/+$/, '');
  return async function call<T>(token: string, request: TCall<T>): Promise<T> {
    const url = new URL(`${base}${request.path}`);
    for (const [key, value] of Object.entries(request.query ?? {})) if (value !== undefined) url.searchParams.set(key, String(value));
    return fetchJson({
      url,
      method: request.method,
      body: request.body,
      schema: request.schema,
      expectStatus: request.expectStatus,
      headers: { authorization: `Bearer ${token}` },
      timeoutMs: config.timeoutMs,
      fetch: config.fetch,
    });
  };
}

/** True for an answer the server refused with this HTTP status. */
export function isStatus(error: unknown, status: number): error is UpstreamError {
  return error instanceof UpstreamError && error.status === status;
}

/** True when the server itself answered with an error status (not a network or shape failure). */
export function isHttpError(error: unknown): error is UpstreamError {
  return error instanceof UpstreamError && error.status !== null && error.status >= 400;
}

/**
 * A list field that may be absent (SPEC §7: empty list if absent). Items that are not the
 * expected shape are dropped one by one rather than failing the whole list.
 */
export function listOf<T>(item: z.ZodType<T>) {
  return z
    .array(z.unknown())
    .nullish()
    .transform((items) => (items ?? []).flatMap((raw) => {
      const parsed = item.safeParse(raw);
      return parsed.success ? [parsed.data] : [];
    }));
}
