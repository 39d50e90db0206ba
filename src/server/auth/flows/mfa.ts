import { authFailure, failureFrom } from './errors';
import { totpUri, type TAuthFlowDeps, type TSignedInCaller } from './shared';

/** How recent a sign-in must be to change the second factor: a borrowed or left-open session cannot. */
export const RECENT_SIGN_IN_MS = 5 * 60_000;

/** Signed-in second-factor flows: whether TOTP is on, and its enrolment. */
export function createMfaFlows(deps: Pick<TAuthFlowDeps, 'identity' | 'limiter' | 'clock'>) {
  const { identity, limiter, clock } = deps;

  /** Changing the second factor needs a sign-in within RECENT_SIGN_IN_MS (the person signs in again otherwise). */
  function requireRecentSignIn(who: Pick<TSignedInCaller, 'signedInAt'>) {
    if (who.signedInAt === undefined || clock.now() - who.signedInAt > RECENT_SIGN_IN_MS) throw authFailure('recentSignInRequired');
  }

  return {
    /** Whether the caller already signs in with an authenticator app. */
    async mfaStatus(accessToken: string | undefined) {
      if (!accessToken) throw authFailure('invalidTokens');
      try {
        const user = await identity.getUser(accessToken);
        return { totpEnabled: (user.UserMFASettingList ?? []).includes('SOFTWARE_TOKEN_MFA') };
      } catch (error) {
        throw failureFrom(error, 'confirm');
      }
    },

    /** Signed-in TOTP enrolment: the secret to show as a QR code and as text. */
    async setUpTotp(who: { email: string; accessToken?: string; signedInAt?: number }) {
      if (!who.accessToken) throw authFailure('invalidTokens');
      requireRecentSignIn(who);
      try {
        const { SecretCode } = await identity.associateSoftwareToken({ AccessToken: who.accessToken });
        return { secret: SecretCode, uri: totpUri(who.email, SecretCode) };
      } catch (error) {
        throw failureFrom(error, 'confirm');
      }
    },

    /** Confirms the first TOTP code and makes TOTP the second factor for later sign-ins; a right code gives its try back. */
    async verifyTotp(code: string, who: TSignedInCaller) {
      if (!code.trim()) throw authFailure('codeRequired');
      if (!who.accessToken) throw authFailure('invalidTokens');
      requireRecentSignIn(who);
      const counted = await limiter.consume('verifyTotp', { account: who.email, address: who.address });
      try {
        await identity.verifySoftwareToken({ AccessToken: who.accessToken }, code.trim());
        await counted.succeeded();
        await identity.preferTotp(who.accessToken);
        return { enabled: true };
      } catch (error) {
        throw failureFrom(error, 'confirm');
      }
    },
  };
}
