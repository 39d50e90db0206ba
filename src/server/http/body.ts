import { PDF_DATA_MAX_CHARS } from '~/domain/resume-matching';
import { RESUME_MAX } from '../sources/types';

const KIB = 1024;

/**
 * The most bytes a request body may carry, checked before it is read: JSON calls and forms;
 * Stripe's events; a resume text (RESUME_MAX characters, each at most 6 bytes once JSON-escaped);
 * a resume upload (its base64 field plus room for the token, the name and the JSON around them).
 */
export const BODY_LIMITS = {
  json: 64 * KIB,
  webhook: 256 * KIB,
  resumeText: RESUME_MAX * 6 + 16 * KIB,
  upload: PDF_DATA_MAX_CHARS + 16 * KIB,
} as const;

/** A body over its limit; the message names the limit. */
export class BodyTooLargeError extends Error {
  constructor(readonly limitBytes: number) {
    super(`Request body too large: at most ${Math.floor(limitBytes / KIB)} KiB`);
    this.name = 'BodyTooLargeError';
  }
}

/**
 * The body's bytes, read until it passes `limitBytes` and no further: a declared length over the
 * limit is refused before anything is read, and a chunked body is cut off at the limit.
 */
export async function readBodyWithin(request: Request, limitBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  if (Number(request.headers.get('content-length') ?? 0) > limitBytes) throw new BodyTooLargeError(limitBytes);
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength;
    if (size > limitBytes) {
      await reader.cancel();
      throw new BodyTooLargeError(limitBytes);
    }
    chunks.push(chunk.value);
  }
  return Buffer.concat(chunks);
}

/** The 413 answer of a plain JSON route: `{ error }` naming the limit. */
export function bodyTooLarge(error: BodyTooLargeError): Response {
  return Response.json({ error: error.message }, { status: 413, headers: { 'cache-control': 'no-store' } });
}

/**
 * The same request with its body already read within `limitBytes`, for code that reads the body
 * itself (tRPC, next-auth, the webhook's raw text); a request without a body is returned as is.
 * Throws BodyTooLargeError.
 */
export async function withinLimit(request: Request, limitBytes: number): Promise<Request> {
  if (request.method === 'GET' || request.method === 'HEAD') return request;
  const body = await readBodyWithin(request, limitBytes);
  return new Request(request.url, { method: request.method, headers: request.headers, body, signal: request.signal });
}

/** A route handler whose request body is capped at `limitBytes`: a larger one is answered 413 before the rest of it is read. */
export function withBodyLimit<TRest extends unknown[]>(limitBytes: number, handle: (request: Request, ...rest: TRest) => Promise<Response>) {
  return async (request: Request, ...rest: TRest): Promise<Response> => {
    let limited: Request;
    try {
      limited = await withinLimit(request, limitBytes);
    } catch (error) {
      if (error instanceof BodyTooLargeError) return bodyTooLarge(error);
      throw error;
    }
    return handle(limited, ...rest);
  };
}
