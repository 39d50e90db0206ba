import { z } from 'zod';
import { createSrpClient } from '../auth/srp';
import { fetchJson, UpstreamError } from './http';

export type TIdentityConfig = {
  endpoint: string;
  clientId: string;
  userPoolId: string;
  /** USER_SRP_AUTH against the cloud service; USER_PASSWORD_AUTH where SRP is unavailable (local). */
  passwordFlow?: 'USER_SRP_AUTH' | 'USER_PASSWORD_AUTH';
};

/** An error answered by the identity service, with its exception name (e.g. NotAuthorizedException). */
export class IdentityError extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message);
    this.name = 'IdentityError';
  }
}

const ZAuthResult = z.object({
  AccessToken: z.string(),
  IdToken: z.string(),
  RefreshToken: z.string().optional(),
  /** The cloud service always sends it; the local one does not (then the token's exp is used). */
  ExpiresIn: z.number().optional(),
  TokenType: z.string().optional(),
});
export const ZInitiateAuthAnswer = z.object({
  AuthenticationResult: ZAuthResult.optional(),
  ChallengeName: z.string().optional(),
  ChallengeParameters: z.record(z.string(), z.string()).optional(),
  Session: z.string().optional(),
});
export type TInitiateAuthAnswer = z.infer<typeof ZInitiateAuthAnswer>;

const ZPasswordVerifier = z.object({
  SALT: z.string(),
  SRP_B: z.string(),
  SECRET_BLOCK: z.string(),
  USER_ID_FOR_SRP: z.string(),
});

/** Default endpoint of the hosted user-pool service for a region. */
export function identityEndpointForRegion(region: string): string {
  return `https://cognito-idp.${region}.amazonaws.com/`;
}

/** Calls one named action on the identity service's single endpoint (JSON 1.1 wire protocol). */
export async function callIdentity<T>(endpoint: string, action: string, body: object, schema: z.ZodType<T>): Promise<T> {
  try {
    return await fetchJson({
      url: endpoint,
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${action}`,
      },
      body,
      schema,
    });
  } catch (error) {
    const answer = error instanceof UpstreamError && error.body && typeof error.body === 'object' ? (error.body as { __type?: unknown; message?: unknown }) : null;
    if (answer && typeof answer.__type === 'string') {
      const type = answer.__type.split('#').pop() ?? answer.__type;
      throw new IdentityError(type, typeof answer.message === 'string' ? answer.message : type);
    }
    throw error;
  }
}

/** Identity flows used by the session layer. */
export function createIdentityClient(config: TIdentityConfig) {
  return {
    config,
    /** Signs in with a password through the configured flow; answers tokens or the next challenge. */
    passwordSignIn(username: string, password: string, now: () => Date = () => new Date()): Promise<TInitiateAuthAnswer> {
      return (config.passwordFlow ?? 'USER_SRP_AUTH') === 'USER_SRP_AUTH'
        ? this.srpAuth(username, password, now)
        : this.passwordAuth(username, password);
    },
    /** USER_SRP_AUTH then the PASSWORD_VERIFIER challenge; the password never leaves the server. */
    async srpAuth(username: string, password: string, now: () => Date = () => new Date()): Promise<TInitiateAuthAnswer> {
      const srp = createSrpClient(config.userPoolId);
      const first = await callIdentity(
        config.endpoint,
        'InitiateAuth',
        { AuthFlow: 'USER_SRP_AUTH', ClientId: config.clientId, AuthParameters: { USERNAME: username, SRP_A: srp.srpA } },
        ZInitiateAuthAnswer,
      );
      if (first.ChallengeName !== 'PASSWORD_VERIFIER') return first;
      const params = ZPasswordVerifier.parse(first.ChallengeParameters ?? {});
      const responses = srp.answer({
        userId: params.USER_ID_FOR_SRP,
        password,
        saltHex: params.SALT,
        srpBHex: params.SRP_B,
        secretBlock: params.SECRET_BLOCK,
        now: now(),
      });
      return callIdentity(
        config.endpoint,
        'RespondToAuthChallenge',
        { ChallengeName: 'PASSWORD_VERIFIER', ClientId: config.clientId, Session: first.Session, ChallengeResponses: responses },
        ZInitiateAuthAnswer,
      );
    },
    /** USER_PASSWORD_AUTH: the flow the local service supports. */
    passwordAuth(username: string, password: string): Promise<TInitiateAuthAnswer> {
      return callIdentity(
        config.endpoint,
        'InitiateAuth',
        { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: config.clientId, AuthParameters: { USERNAME: username, PASSWORD: password } },
        ZInitiateAuthAnswer,
      );
    },
  };
}
export type TIdentityClient = ReturnType<typeof createIdentityClient>;
