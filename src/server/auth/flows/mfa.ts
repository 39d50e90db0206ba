import { authFailure, failureFrom } from './errors';
import { totpUri, type TAuthFlowDeps } from './shared';

/** Signed-in second-factor flows: whether TOTP is on, and its enrolment. */
export function createMfaFlows(deps: Pick<TAuthFlowDeps, 'identity'>) {
  const { identity } = deps;

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

    /** Confirms the first TOTP code and makes TOTP the second factor for later sign-ins. */
    async verifyTotp(code: string, accessToken: string | undefined) {
      if (!code.trim()) throw authFailure('codeRequired');
      if (!accessToken) throw authFailure('invalidTokens');
      try {
        await identity.verifySoftwareToken({ AccessToken: accessToken }, code.trim());
        await identity.preferTotp(accessToken);
        return { enabled: true };
      } catch (error) {
        throw failureFrom(error, 'confirm');
      }
    },
  };
}
