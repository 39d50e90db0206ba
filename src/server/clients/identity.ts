import { z } from 'zod';
import { createSrpClient, createSrpSession } from './srp';
import { fetchJson, UpstreamError } from './http';

export type TIdentityConfig = {
  endpoint: string;
  clientId: string;
  userPoolId: string;
  /** USER_SRP_AUTH against the cloud service; USER_PASSWORD_AUTH where SRP is unavailable (local). */
  passwordFlow?: 'USER_SRP_AUTH' | 'USER_PASSWORD_AUTH';
  /** The deadline of each call (IDENTITY_TIMEOUT_MS unless set: tests use a short one). */
  timeoutMs?: number;
};

/** How long one identity call may take: the service answers in well under a second. */
export const IDENTITY_TIMEOUT_MS = 10_000;

/** An error answered by the identity service, with its exception name (e.g. NotAuthorizedException). */
export class IdentityError extends Error {
  /** The service's own words; undefined when it sent none (the message then is the exception name). */
  readonly serviceMessage: string | undefined;
  constructor(
    readonly type: string,
    serviceMessage?: string,
  ) {
    const own = serviceMessage?.trim() || undefined;
    super(own ?? type);
    this.serviceMessage = own;
    this.name = 'IdentityError';
  }
}

/** The service's error body; the JSON protocol spells the text `message` or `Message`. */
const ZServiceError = z.object({
  __type: z.string(),
  message: z.string().optional().catch(undefined),
  Message: z.string().optional().catch(undefined),
});

const ZAuthResult = z.object({
  /** Checked by the flows: an answer without it is 'Invalid tokens'. */
  AccessToken: z.string().optional(),
  IdToken: z.string().optional(),
  RefreshToken: z.string().optional(),
  /** The cloud service always sends it; the local one does not (then the token's exp is used). */
  ExpiresIn: z.number().optional(),
  TokenType: z.string().optional(),
  NewDeviceMetadata: z.object({ DeviceKey: z.string(), DeviceGroupKey: z.string() }).optional(),
});
export const ZInitiateAuthAnswer = z.object({
  AuthenticationResult: ZAuthResult.nullish(),
  ChallengeName: z.string().nullish(),
  ChallengeParameters: z.record(z.string(), z.string()).nullish(),
  Session: z.string().nullish(),
});
export type TInitiateAuthAnswer = z.infer<typeof ZInitiateAuthAnswer>;

const ZVerifierChallenge = z.object({
  SALT: z.string(),
  SRP_B: z.string(),
  SECRET_BLOCK: z.string(),
  USER_ID_FOR_SRP: z.string().optional(),
  USERNAME: z.string().optional(),
});

export const ZCodeDelivery = z.object({
  DeliveryMedium: z.string().optional(),
  Destination: z.string().optional(),
  AttributeName: z.string().optional(),
});
export type TCodeDelivery = z.infer<typeof ZCodeDelivery>;

/** What a browser remembers about a confirmed device (docs/product-rules.md §3 deviceMetadata). */
export type TDeviceMetadata = { deviceKey: string; deviceGroupKey: string; randomPassword: string };

const ZNothing = z.unknown();

/** Default endpoint of the hosted user-pool service for a region. */
export function identityEndpointForRegion(region: string): string {
  return `https://cognito-idp.${region}.amazonaws.com/`;
}

/** The protocol headers of one named action (signed as they are by administrator calls). */
export function identityHeaders(action: string): Record<string, string> {
  return { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${action}` };
}

/** Calls one named action on the identity service's single endpoint (JSON 1.1 wire protocol). */
export async function callIdentity<T>(
  endpoint: string,
  action: string,
  body: object,
  schema: z.ZodType<T>,
  signature: Record<string, string> = {},
  timeoutMs = IDENTITY_TIMEOUT_MS,
): Promise<T> {
  try {
    return await fetchJson({
      url: endpoint,
      method: 'POST',
      headers: {
        ...identityHeaders(action),
        // Administrator actions carry a request signature made over exactly these headers and body.
        ...signature,
      },
      body,
      schema,
      timeoutMs,
    });
  } catch (error) {
    const answer = error instanceof UpstreamError ? ZServiceError.safeParse(error.body) : null;
    if (answer?.success) {
      const type = answer.data.__type.split('#').pop() ?? answer.data.__type;
      throw new IdentityError(type, answer.data.message ?? answer.data.Message);
    }
    throw error;
  }
}

/** The named actions of docs/product-rules.md §7 on one pool client; each answer is schema-checked. */
export function createIdentityClient(config: TIdentityConfig) {
  const call = <T>(action: string, body: object, schema: z.ZodType<T>) => callIdentity(config.endpoint, action, body, schema, {}, config.timeoutMs);
  const clientId = config.clientId;

  function respond(challengeName: string, session: string | null | undefined, responses: Record<string, string>) {
    return call('RespondToAuthChallenge', { ChallengeName: challengeName, ClientId: clientId, Session: session ?? undefined, ChallengeResponses: responses }, ZInitiateAuthAnswer);
  }

  /** DEVICE_SRP_AUTH then DEVICE_PASSWORD_VERIFIER for a remembered device; other answers pass through. */
  async function answerDeviceChallenge(answer: TInitiateAuthAnswer, username: string, device: TDeviceMetadata | undefined, now: () => Date) {
    if (answer.ChallengeName !== 'DEVICE_SRP_AUTH' || !device) return answer;
    const srp = createSrpSession(device.deviceGroupKey);
    const userId = answer.ChallengeParameters?.USERNAME ?? username;
    const challenge = await respond('DEVICE_SRP_AUTH', answer.Session, { USERNAME: userId, DEVICE_KEY: device.deviceKey, SRP_A: srp.srpA });
    if (challenge.ChallengeName !== 'DEVICE_PASSWORD_VERIFIER') return challenge;
    const params = ZVerifierChallenge.parse(challenge.ChallengeParameters ?? {});
    const claim = srp.claim({
      userId: device.deviceKey,
      password: device.randomPassword,
      saltHex: params.SALT,
      srpBHex: params.SRP_B,
      secretBlock: params.SECRET_BLOCK,
      now: now(),
    });
    return respond('DEVICE_PASSWORD_VERIFIER', challenge.Session, { ...claim, USERNAME: params.USERNAME ?? userId, DEVICE_KEY: device.deviceKey });
  }

  return {
    config,
    respond,
    answerDeviceChallenge,
    /** Signs in with a password through the configured flow; answers tokens or the next challenge. */
    async passwordSignIn(username: string, password: string, options: { device?: TDeviceMetadata; now?: () => Date } = {}): Promise<TInitiateAuthAnswer> {
      const now = options.now ?? (() => new Date());
      const deviceParams: Record<string, string> = options.device ? { DEVICE_KEY: options.device.deviceKey } : {};
      let answer: TInitiateAuthAnswer;
      if ((config.passwordFlow ?? 'USER_SRP_AUTH') === 'USER_SRP_AUTH') {
        const srp = createSrpClient(config.userPoolId);
        const first = await call(
          'InitiateAuth',
          { AuthFlow: 'USER_SRP_AUTH', ClientId: clientId, AuthParameters: { USERNAME: username, SRP_A: srp.srpA, ...deviceParams } },
          ZInitiateAuthAnswer,
        );
        if (first.ChallengeName !== 'PASSWORD_VERIFIER') return first;
        const params = ZVerifierChallenge.parse(first.ChallengeParameters ?? {});
        const userId = params.USER_ID_FOR_SRP ?? username;
        const responses = srp.answer({ userId, password, saltHex: params.SALT, srpBHex: params.SRP_B, secretBlock: params.SECRET_BLOCK, now: now() });
        answer = await respond('PASSWORD_VERIFIER', first.Session, { ...responses, ...deviceParams });
      } else {
        answer = await call(
          'InitiateAuth',
          { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: clientId, AuthParameters: { USERNAME: username, PASSWORD: password, ...deviceParams } },
          ZInitiateAuthAnswer,
        );
      }
      return answerDeviceChallenge(answer, username, options.device, now);
    },
    /** Passwordless CUSTOM_AUTH: only the user name is sent (docs/product-rules.md §5). */
    customSignIn(username: string) {
      return call('InitiateAuth', { AuthFlow: 'CUSTOM_AUTH', ClientId: clientId, AuthParameters: { USERNAME: username } }, ZInitiateAuthAnswer);
    },
    refresh(refreshToken: string, deviceKey?: string) {
      return call(
        'InitiateAuth',
        { AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: clientId, AuthParameters: { REFRESH_TOKEN: refreshToken, ...(deviceKey ? { DEVICE_KEY: deviceKey } : {}) } },
        ZInitiateAuthAnswer,
      );
    },
    associateSoftwareToken(by: { Session: string } | { AccessToken: string }) {
      return call('AssociateSoftwareToken', by, z.object({ SecretCode: z.string(), Session: z.string().nullish() }));
    },
    verifySoftwareToken(by: { Session: string } | { AccessToken: string }, userCode: string, friendlyDeviceName = 'Rumbo') {
      return call(
        'VerifySoftwareToken',
        { ...by, UserCode: userCode, FriendlyDeviceName: friendlyDeviceName },
        z.object({ Status: z.string().nullish(), Session: z.string().nullish() }),
      );
    },
    /** Makes TOTP the signed-in user's preferred second factor. */
    preferTotp(accessToken: string) {
      return call('SetUserMFAPreference', { AccessToken: accessToken, SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true } }, ZNothing);
    },
    confirmDevice(accessToken: string, deviceKey: string, verifierConfig: { PasswordVerifier: string; Salt: string }, deviceName: string) {
      return call(
        'ConfirmDevice',
        { AccessToken: accessToken, DeviceKey: deviceKey, DeviceSecretVerifierConfig: verifierConfig, DeviceName: deviceName },
        z.object({ UserConfirmationNecessary: z.boolean().optional() }),
      );
    },
    /** Email as username: the pool stores the username as the `email` attribute itself; the app client may not write `email` (docs/security.md, user-pool settings). */
    signUp(username: string, password: string) {
      return call(
        'SignUp',
        { ClientId: clientId, Username: username, Password: password },
        z.object({ UserConfirmed: z.boolean().optional(), UserSub: z.string().optional(), CodeDeliveryDetails: ZCodeDelivery.nullish() }),
      );
    },
    /** The sign-up code again (a new one in the cloud; the local counterpart sends the one it holds, see src/local/cognito.ts). */
    resendConfirmationCode(username: string) {
      return call('ResendConfirmationCode', { ClientId: clientId, Username: username, ClientMetadata: {} }, z.object({ CodeDeliveryDetails: ZCodeDelivery.nullish() }));
    },
    confirmSignUp(username: string, code: string) {
      return call('ConfirmSignUp', { ClientId: clientId, Username: username, ConfirmationCode: code }, ZNothing);
    },
    forgotPassword(username: string) {
      return call('ForgotPassword', { ClientId: clientId, Username: username, ClientMetadata: {} }, z.object({ CodeDeliveryDetails: ZCodeDelivery.nullish() }));
    },
    confirmForgotPassword(username: string, code: string, password: string) {
      return call('ConfirmForgotPassword', { ClientId: clientId, Username: username, ConfirmationCode: code, Password: password }, ZNothing);
    },
    changePassword(accessToken: string, previousPassword: string, proposedPassword: string) {
      return call('ChangePassword', { AccessToken: accessToken, PreviousPassword: previousPassword, ProposedPassword: proposedPassword }, ZNothing);
    },
    getUser(accessToken: string) {
      return call(
        'GetUser',
        { AccessToken: accessToken },
        z.object({
          Username: z.string(),
          UserAttributes: z.array(z.object({ Name: z.string(), Value: z.string().optional() })).default([]),
          UserMFASettingList: z.array(z.string()).nullish(),
          PreferredMfaSetting: z.string().nullish(),
        }),
      );
    },
    globalSignOut(accessToken: string) {
      return call('GlobalSignOut', { AccessToken: accessToken }, ZNothing);
    },
    revokeToken(refreshToken: string) {
      return call('RevokeToken', { ClientId: clientId, Token: refreshToken }, ZNothing);
    },
  };
}
export type TIdentityClient = ReturnType<typeof createIdentityClient>;

/**
 * True when the identity service answers at all within `timeoutMs`: a GetUser with a token that
 * names no one must be refused quickly (any answer from the service counts; a refused connection,
 * a timeout or an answer that is not the service's own does not). Never throws.
 */
export async function probeIdentity(endpoint: string, timeoutMs: number, fetcher: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetcher(endpoint, {
      method: 'POST',
      headers: identityHeaders('GetUser'),
      body: JSON.stringify({ AccessToken: 'readiness-probe' }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body: unknown = await response.json().catch(() => null);
    return response.status < 500 && body !== null && typeof body === 'object' && '__type' in body;
  } catch {
    return false;
  }
}
