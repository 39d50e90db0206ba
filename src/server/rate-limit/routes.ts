import { AppError } from '~/domain/errors';
import type { TLimitedAction, TLimitKey, TRateLimiter } from './limiter';

/**
 * Counts one request of a route handler before it does any work: null when it may go on, else
 * the 429 answer, `{ code: 'RATE_LIMITED', message }` as the payment routes answer failures.
 */
export async function limitRequest(limiter: TRateLimiter, action: TLimitedAction, who: TLimitKey): Promise<Response | null> {
  try {
    await limiter.consume(action, who);
    return null;
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'RATE_LIMITED') throw error;
    return Response.json({ code: error.code, message: error.message }, { status: 429 });
  }
}
