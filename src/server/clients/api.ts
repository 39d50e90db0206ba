import { z } from 'zod';
import { AppError } from '~/domain/errors';
import { ZJob, ZJobUrl } from '~/domain/jobs-schema';
import { fetchJson, UpstreamError } from './http';

/** Where an external API lives. */
export type TApiConfig = { baseUrl: string; fetch?: typeof fetch; timeoutMs?: number };

type TCall<T> = {
  method?: 'GET' | 'POST' | 'PUT';
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  schema: z.ZodType<T>;
  expectStatus?: number;
};

/** An API's refusal as a domain error: the status picks the code, the answer's text is the message. */
export function fromUpstream(error: UpstreamError): AppError {
  const code = error.status === 401 ? 'UNAUTHORIZED' : error.status === 404 ? 'NOT_FOUND' : error.status === 400 || error.status === 413 ? 'BAD_INPUT' : 'UPSTREAM';
  // Without an answer the message names internal hosts: keep it in the logs only.
  return new AppError(code, error.status === null ? 'Service unavailable' : error.message, { cause: error });
}

/** One authenticated JSON call against a docs/product-rules.md §7 API: bearer token attached, query encoded; throws UpstreamError. */
export function bearerCaller(config: TApiConfig) {
  const base = config.baseUrl.replace(/\/+$/, '');
  return async function call<T>(token: string | undefined, request: TCall<T>): Promise<T> {
    // docs/product-rules.md §6: the bearer is attached automatically; a session without one cannot call the API.
    if (!token) throw new UpstreamError('Failed to authenticate user', 401);
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

/** Runs an API call and folds any failure into an AppError. */
export async function asAppError<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw error instanceof UpstreamError ? fromUpstream(error) : error;
  }
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
 * A list field that may be absent (docs/product-rules.md §7: empty list if absent). Items that are not the
 * expected shape are dropped one by one rather than failing the whole list.
 */
export function listOf<T>(item: z.ZodType<T>) {
  return z
    .array(z.unknown())
    .nullish()
    .transform((items) =>
      (items ?? []).flatMap((raw) => {
        const parsed = item.safeParse(raw);
        return parsed.success ? [parsed.data] : [];
      }),
    );
}

/**
 * A job as an external API sends it. Its `job_url` becomes a link in the browser, so it is held to
 * Rumbo's URL rule (absolute http or https): a `javascript:` or `data:` address never arrives.
 */
export const ZApiJob = ZJob.extend({ job_url: ZJobUrl });
