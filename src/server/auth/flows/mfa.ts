import { authFailure, failureFrom } from './errors';
import { totpUri, type TAuthFlowDeps, type TSignedInCaller } from './shared';

/** Signed-in second-factor flows: whether TOTP is on, and its enrolment. */
export function createMfaFlows(deps: Pick<TAuthFlowDeps, 'identity' | 'limiter'>) {
  const { identity, limiter } = deps;

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
    async setUpTotp(email: string, accessToken: string | undefined) {
      if (!accessToken) throw authFailure('invalidTokens');
      try {
        const { SecretCode } = await identity.associateSoftwareToken({ AccessToken: accessToken });
        return { secret: SecretCode, uri: totpUri(email, SecretCode) };
      } catch (error) {
        throw failureFrom(error, 'confirm');
      }
    },

    /** Confirms the first TOTP code and makes TOTP the second factor for later sign-ins; a right code gives its try back. */
    async verifyTotp(code: string, who: TSignedInCaller) {
      if (!code.trim()) throw authFailure('codeRequired');
      if (!who.accessToken) throw authFailure('invalidTokens');
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
