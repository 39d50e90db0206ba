import type { z } from 'zod';
import { AppError, type TErrorCode } from '~/domain/errors';
import { BODY_LIMITS, BodyTooLargeError, readBodyWithin } from '../../http/body';
import type { TCaller } from '../../sources/types';

/** A refusal the platform answers as `{ error }` with its status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** What a route receives: the verified caller with its stored record, the query and the request. */
export type TRouteInput = { caller: TCaller; query: URLSearchParams; request: Request };
export type TRoute = { handle: (input: TRouteInput) => Promise<Response>; needsSubscription: boolean };

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' } });
}

/** Parses a JSON body of at most `limitBytes` (a plain JSON call unless a route says more) with a schema; the first problem is the error text. */
export async function readBody<T extends z.ZodType>(request: Request, schema: T, limitBytes: number = BODY_LIMITS.json): Promise<z.output<T>> {
  let text: string;
  try {
    text = new TextDecoder().decode(await readBodyWithin(request, limitBytes));
  } catch (error) {
    throw error instanceof BodyTooLargeError ? new ApiError(413, error.message) : error;
  }
  let raw: unknown;
  try {
    raw = text ? JSON.parse(text) : undefined;
  } catch {
    throw new ApiError(400, 'Request body must be JSON');
  }
  return parseOr400(schema, raw);
}

/** Validates a value; the first issue's message is the 400 error text. */
export function parseOr400<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length ? `${issue.path.join('.')}: ` : '';
  throw new ApiError(400, `${where}${issue?.message ?? 'Invalid request'}`);
}

/** An integer query parameter within bounds, or its default when absent. */
export function intParam(query: URLSearchParams, name: string, fallback: number, min: number, max: number): number {
  const raw = query.get(name);
  if (raw === null || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) throw new ApiError(400, `${name} must be a whole number from ${min} to ${max}`);
  return value;
}

// A quota or busy refusal is 429, its reason beside the text, so a client can tell the person when to try again.
const STATUS_OF: Partial<Record<TErrorCode, number>> = { UNAUTHORIZED: 401, SUBSCRIPTION_INVALID: 403, BAD_INPUT: 400, NOT_FOUND: 404, RATE_LIMITED: 429, UPSTREAM: 502 };

/** A refusal of the source as the HTTP answer the SPEC client reads back into the same error; null for anything else. */
export function answerFor(error: unknown): Response | null {
  if (error instanceof ApiError) return json({ error: error.message }, error.status);
  // The reason (e.g. an upload refusal's) travels beside the text, so the client can rebuild the same error.
  if (error instanceof AppError && STATUS_OF[error.code]) return json({ error: error.message, ...(error.reason ? { reason: error.reason } : {}) }, STATUS_OF[error.code]);
  return null;
}
