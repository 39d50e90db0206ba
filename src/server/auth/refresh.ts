import { createBoundedCache } from '~/domain/bounded-cache';
import { decodeJwt } from 'jose';
import type { TIdentityClient } from '../clients/identity';
import { UpstreamError } from '../clients/http';
import { verifyIdToken, type TIdTokenVerifier } from './tokens';
import { log } from '~/server/log.mjs';

export type TRefreshable = { refreshToken?: string; deviceKey?: string };
/** Fresh tokens and the verified email of their ID token: a session continues only while it is still the session's email. */
export type TFreshTokens = { accessToken: string; idToken: string; expiresAt: number; email: string };
/** Null when the session has ended; throws when the identity service cannot be reached (the session stands). */
export type TRefresher = (token: TRefreshable) => Promise<TFreshTokens | null>;

/** Refresh this long before the tokens actually expire, so a request never carries a dying token. */
export const REFRESH_MARGIN_MS = 60_000;

export function needsRefresh(expiresAt: number | undefined, now: Date): boolean {
  return typeof expiresAt === 'number' && expiresAt - REFRESH_MARGIN_MS <= now.getTime();
}

/** A refresh keeps the session only for the same person: the new ID token's verified email is the session's. */
export const isSamePerson = (fresh: TFreshTokens, email: string | null | undefined): boolean => !!email && fresh.email === email.toLowerCase();

/**
 * REFRESH_TOKEN_AUTH with a small per-process cache, so the requests that arrive before the
 * session cookie is rewritten reuse one refresh. The new ID token is verified like a sign-in's
 * (its email still verified). The service's refusal (a revoked or expired refresh token, another
 * person) answers null: the session ends. Not reaching the service (down, past its deadline, an
 * answer that is not the service's) throws: the check fails, /auth says the service is
 * unavailable, and the next request refreshes again once it is back.
 */
export function createRefresher(
  identity: TIdentityClient,
  now: () => Date = () => new Date(),
  verify: TIdTokenVerifier = (idToken) => verifyIdToken(identity.config, idToken),
): TRefresher {
  const cache = createBoundedCache<string, TFreshTokens>({ maxEntries: 1000, isFresh: (kept) => !needsRefresh(kept.expiresAt, now()) });
  return async ({ refreshToken, deviceKey }) => {
    if (!refreshToken) return null;
    const cached = cache.get(refreshToken);
    if (cached) return cached;
    try {
      const answer = await identity.refresh(refreshToken, deviceKey);
      const result = answer.AuthenticationResult;
      if (!result?.AccessToken || !result.IdToken) return null;
      const expiresAt = result.ExpiresIn ? now().getTime() + result.ExpiresIn * 1000 : (decodeJwt(result.AccessToken).exp ?? 0) * 1000;
      const { email } = await verify(result.IdToken);
      const fresh = { accessToken: result.AccessToken, idToken: result.IdToken, expiresAt, email };
      cache.set(refreshToken, fresh);
      return fresh;
    } catch (error) {
      if (error instanceof UpstreamError) throw error;
      log.warn({ err: error }, 'Token refresh failed; the session ends');
      return null;
    }
  };
}
