import { failureFrom, isSignedOutError } from './errors';
import type { TAuthFlowDeps } from './shared';
import { log } from '~/server/log.mjs';

/** The service's view of a signed-in caller, and ending all of that caller's sessions. */
export function createSessionFlows(deps: Pick<TAuthFlowDeps, 'identity' | 'clock' | 'endSessions'>) {
  const { identity, clock, endSessions } = deps;

  return {
    /** docs/product-rules.md §8: the current user is null on an unauthenticated error; other errors are rethrown. */
    async currentUser(accessToken: string | undefined): Promise<{ username: string; email: string | null } | null> {
      if (!accessToken) return null;
      try {
        const user = await identity.getUser(accessToken);
        return { username: user.Username, email: user.UserAttributes.find((a) => a.Name === 'email')?.Value ?? null };
      } catch (error) {
        if (isSignedOutError(error)) return null;
        throw failureFrom(error, 'confirm');
      }
    },

    /**
     * Ends every session of the user: Rumbo refuses their cookies from now on (copies included),
     * and the service ends their tokens (where it lacks GlobalSignOut, the refresh token is revoked).
     */
    async signOutEverywhere(tokens: { email: string; accessToken?: string; refreshToken?: string }): Promise<{ method: 'global' | 'revoke' | 'none' }> {
      await endSessions(tokens.email, clock.now());
      if (tokens.accessToken) {
        try {
          await identity.globalSignOut(tokens.accessToken);
          return { method: 'global' };
        } catch (error) {
          log.warn({ err: error }, 'Global sign-out unavailable; revoking the refresh token');
        }
      }
      if (tokens.refreshToken) {
        try {
          await identity.revokeToken(tokens.refreshToken);
          return { method: 'revoke' };
        } catch (error) {
          log.error({ err: error }, 'Refresh token revocation failed');
        }
      }
      return { method: 'none' };
    },
  };
}
