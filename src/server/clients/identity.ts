import { z } from 'zod';
import { fetchJson, UpstreamError } from './http';

export type TIdentityConfig = { endpoint: string; clientId: string; userPoolId: string };

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
    /** USER_PASSWORD_AUTH: the flow the local service supports. */
    passwordAuth(username: string, password: string): Promise<TInitiateAuthAnswer> {
      return callIdentity(
        config.endpoint,
        'InitiateAuth',
        { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: config.clientId, AuthParameters: { USERNAME: username, PASSWORD: password } },
        ZInitiateAuthAnswer,
      );
    },
    refresh(refreshToken: string): Promise<TInitiateAuthAnswer> {
      return callIdentity(
        config.endpoint,
        'InitiateAuth',
        { AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: config.clientId, AuthParameters: { REFRESH_TOKEN: refreshToken } },
        ZInitiateAuthAnswer,
      );
    },
  };
}
export type TIdentityClient = ReturnType<typeof createIdentityClient>;
