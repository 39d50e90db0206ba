import { randomBytes, randomInt } from 'node:crypto';
import { SignatureV4 } from '@smithy/signature-v4';
import type { AwsCredentialIdentityProvider, ChecksumConstructor, HashConstructor } from '@smithy/types';
import { z } from 'zod';
import { callIdentity, identityHeaders, IdentityError } from './identity';

/** Signs administrator calls with the deployment's AWS credentials (the cloud service requires it). */
export type TAdminSigning = { region: string; credentials: AwsCredentialIdentityProvider; sha256: ChecksumConstructor | HashConstructor };

export type TIdentityAdminConfig = {
  endpoint: string;
  userPoolId: string;
  /** Absent for the local identity service, which checks no signatures. */
  signing?: TAdminSigning;
};

const ZAny = z.unknown();
const ZUser = z.object({
  UserStatus: z.string().optional(),
  UserAttributes: z.array(z.object({ Name: z.string(), Value: z.string().optional() })).optional(),
});

/** A pool user as settling a payment needs it: whether it can be trusted as the payer's account. */
export type TPoolUser = { status: string; isEmailVerified: boolean };

/**
 * A temporary password that meets the pool policy (upper, lower, digit, symbol, 8+): the first
 * sign-in must replace it (NEW_PASSWORD_REQUIRED).
 */
export function temporaryPassword(): string {
  const pick = (set: string) => set[randomInt(set.length)];
  return `${randomBytes(9).toString('base64url')}${pick('ABCDEFGHJKLMNPQRSTUVWXYZ')}${pick('abcdefghijkmnpqrstuvwxyz')}${pick('23456789')}${pick('!#%+=?')}`;
}

/** The pool's administrator actions Rumbo uses: creating the account of a new subscriber. */
export function createIdentityAdmin(config: TIdentityAdminConfig) {
  const url = new URL(config.endpoint);
  const signer = config.signing
    ? new SignatureV4({ service: 'cognito-idp', region: config.signing.region, credentials: config.signing.credentials, sha256: config.signing.sha256 })
    : null;

  async function call(action: string, body: object) {
    let signature: Record<string, string> = {};
    if (signer) {
      const signed = await signer.sign({
        method: 'POST',
        protocol: url.protocol,
        hostname: url.hostname,
        port: url.port ? Number(url.port) : undefined,
        path: url.pathname,
        headers: { host: url.host, ...identityHeaders(action) },
        body: JSON.stringify(body),
      });
      // fetch sets host itself; the signature covers it all the same.
      const { host: _host, ...rest } = signed.headers;
      signature = rest;
    }
    return callIdentity(config.endpoint, action, body, ZAny, signature);
  }

  return {
    /** The pool's user with this email (as username or alias), or null. */
    async lookup(email: string): Promise<TPoolUser | null> {
      try {
        const user = ZUser.parse(await call('AdminGetUser', { UserPoolId: config.userPoolId, Username: email }));
        const verified = user.UserAttributes?.find(({ Name }) => Name === 'email_verified')?.Value;
        return { status: user.UserStatus ?? 'UNKNOWN', isEmailVerified: verified === 'true' };
      } catch (error) {
        if (error instanceof IdentityError && error.type === 'UserNotFoundException') return null;
        throw error;
      }
    },
    /** Deletes the user with this email; nothing when there is none. */
    async remove(email: string): Promise<void> {
      try {
        await call('AdminDeleteUser', { UserPoolId: config.userPoolId, Username: email });
      } catch (error) {
        if (!(error instanceof IdentityError && error.type === 'UserNotFoundException')) throw error;
      }
    },
    /** Sets the user's password for good (`Permanent`: no new-password step at the next sign-in). */
    async setPassword(email: string, password: string): Promise<void> {
      await call('AdminSetUserPassword', { UserPoolId: config.userPoolId, Username: email, Password: password, Permanent: true });
    },
    /**
     * Creates the account with a verified email and a temporary password the service sends by
     * email (the local service prints it to its message log). Answers false when it already existed.
     */
    async invite(email: string): Promise<boolean> {
      try {
        await call('AdminCreateUser', {
          UserPoolId: config.userPoolId,
          Username: email,
          TemporaryPassword: temporaryPassword(),
          DesiredDeliveryMediums: ['EMAIL'],
          UserAttributes: [
            { Name: 'email', Value: email },
            // The payment proved nothing about the mailbox, but the temporary password only reaches its owner.
            { Name: 'email_verified', Value: 'true' },
          ],
        });
        return true;
      } catch (error) {
        if (error instanceof IdentityError && error.type === 'UsernameExistsException') return false;
        throw error;
      }
    },
  };
}
export type TIdentityAdmin = ReturnType<typeof createIdentityAdmin>;
