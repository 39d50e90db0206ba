import { z } from 'zod';
import { AppError } from '~/domain/errors';
import { ZJobUrl, type TJob } from '~/domain/jobs/schema';
import { fetchJson, UpstreamError } from './http';
import { log } from '~/server/log.mjs';

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
 * A list field that may be absent (docs/product-rules.md §7: empty list if absent). Each item is
 * read on its own: one that still cannot be read (no usable `job_url`, say) is left out, and how
 * many were left out is logged under `what` (never their content). A field that is not a list at
 * all fails the whole answer, which the caller shows as its error message, never as an empty list.
 */
export function listOf<T>(item: z.ZodType<T>, what: string) {
  return z
    .array(z.unknown())
    .nullish()
    .transform((items) => {
      const read = (items ?? []).flatMap((raw) => {
        const parsed = item.safeParse(raw);
        return parsed.success ? [parsed.data] : [];
      });
      const left = (items?.length ?? 0) - read.length;
      if (left > 0) log.warn({ source: what, left, of: items?.length }, 'Items of an answer could not be read and were left out');
      return read;
    });
}

/**
 * A date as an API may send it: epoch milliseconds, a numeric string, or a date string (ISO 8601);
 * anything else (absent, unreadable) reads as missing, which sorts as 0 (docs/product-rules.md §5.1).
 */
export const ZWireDate = z.unknown().transform((value): number | null | undefined => {
  if (value === undefined) return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || !value.trim()) return null;
  const asNumber = Number(value);
  if (Number.isFinite(asNumber)) return asNumber;
  const parsed = Date.parse(value);
  return Number.isFinite(parsed) ? parsed : null;
});

/** A text field the §7 answers define: a string as is, a number as its digits, anything else missing (absent stays absent). */
const ZWireText = z
  .unknown()
  .transform((value): string | null | undefined =>
    value === undefined ? undefined : typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : null,
  );

/** A yes/no field: a boolean, or the words true/false; anything else missing. */
const ZWireFlag = z
  .unknown()
  .transform((value): boolean | null | undefined =>
    value === undefined ? undefined : typeof value === 'boolean' ? value : value === 'true' ? true : value === 'false' ? false : null,
  );

/**
 * A job as an external API sends it, read generously: only `job_url` is required, and it becomes
 * a link in the browser, so it is held to Rumbo's URL rule (absolute http or https: a
 * `javascript:` or `data:` address never arrives). Every other field the §7 answers define is
 * converted when it can be (a date string, a number where text was expected) and missing
 * otherwise; fields the specification does not define are ignored.
 */
export const ZApiJob = z.object({
  job_url: ZJobUrl,
  company: ZWireText.optional(),
  location: ZWireText.optional(),
  role_type: ZWireText.optional(),
  creation_date: ZWireDate.optional(),
  title: ZWireText.optional(),
  description: ZWireText.optional(),
  salary: ZWireText.optional(),
  remote: ZWireFlag.optional(),
  language: ZWireText.optional(),
}) satisfies z.ZodType<TJob>;
