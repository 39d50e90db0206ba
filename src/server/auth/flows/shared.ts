import { decodeJwt } from 'jose';
import { z } from 'zod';
import type { TClock } from '~/domain/clock';
import { AUTH_MESSAGES, isEmail, signInResultForChallenge, type TSignInResult } from '~/domain/sign-in';
import type { TCodeDelivery, TIdentityClient, TInitiateAuthAnswer } from '../../clients/identity';
import { createDeviceSecret } from '../../clients/srp';
import type { TRateLimiter } from '../../rate-limit/limiter';
import type { TSealer } from '../seal';
import type { TDeviceStore } from '../types';
import { authFailure } from './errors';
import { sealState, sealTicket, type TSignedIn, type TSignInState } from './tickets';
import { log } from '~/server/log.mjs';

export type TAuthFlowDeps = {
  identity: TIdentityClient;
  sealer: TSealer;
  clock: TClock;
  limiter: TRateLimiter;
  devices: TDeviceStore;
  verifyIdToken: (idToken: string) => Promise<{ email: string }>;
  /** Ends every session of a person signed in before `now`, except `keep` (users-repo `endSessions`). */
  endSessions: (email: string, now: number, keep?: string) => Promise<void>;
  /** Keeps the name a new account gave at sign-up, once its code proved the email (users-repo `keepSignUpName`). */
  keepName?: (email: string, name: string, now: number) => Promise<void>;
  /** Holds that name server-side until the code (signups-repo `putName`/`takeName`), for a confirmation made from another page. */
  pendingNames?: { putName: (email: string, name: string, now: number) => Promise<void>; takeName: (email: string, now: number) => Promise<string | null> };
};

export type TCodeDeliveryDetails = { deliveryMedium?: string; destination?: string; attributeName?: string };

/** A sign-in result plus what the next screen needs. */
export type TAuthStep = TSignInResult & {
  state?: string;
  ticket?: string;
  totpSetup?: { secret: string; uri: string };
  mfaOptions?: Array<'SMS' | 'TOTP'>;
  codeDelivery?: TCodeDeliveryDetails;
};

/** Who is asking: rate limits count per account and per address. */
export type TCaller = { address: string };
/** A signed-in caller: the session's account, tokens, id and sign-in time, and the address. */
export type TSignedInCaller = TCaller & { email: string; accessToken: string | undefined; sessionId?: string; signedInAt?: number };

/** The flows' clock as a Date, the form the identity client and the SRP timestamps take. */
export function nowOf(deps: Pick<TAuthFlowDeps, 'clock'>): () => Date {
  return () => new Date(deps.clock.now());
}

/** The login id: the email, trimmed and lower-cased; docs/product-rules.md §5 requires it and its format. */
export function requireEmail(email: string): string {
  const value = email.trim().toLowerCase();
  if (!value) throw authFailure('usernameRequired');
  if (!isEmail(value)) throw authFailure('invalidEmail');
  return value;
}

/** The service's code delivery in the shape the screens read. */
export function delivery(details: TCodeDelivery | null | undefined): TCodeDeliveryDetails {
  return { deliveryMedium: details?.DeliveryMedium, destination: details?.Destination, attributeName: details?.AttributeName };
}

/** otpauth URI an authenticator app reads from the QR code. */
export function totpUri(account: string, secret: string): string {
  return `otpauth://totp/${encodeURIComponent(`Rumbo:${account}`)}?secret=${encodeURIComponent(secret)}&issuer=Rumbo`;
}

/** Claims of a service token, or none when it is not a readable JWT. */
function claimsOf(token: string): ReturnType<typeof decodeJwt> {
  try {
    return decodeJwt(token);
  } catch {
    return {};
  }
}

/** A challenge parameter holding a JSON list of names (MFAS_CAN_SETUP, MFAS_CAN_CHOOSE). */
const namesIn = (json: string | undefined): string[] => z.array(z.string()).parse(JSON.parse(json ?? '[]'));

/** Remembers a device the service just created; failing that only means a full sign-in next time. */
async function rememberNewDevice(deps: TAuthFlowDeps, accessToken: string, loginId: string, device: { DeviceKey: string; DeviceGroupKey: string }) {
  const secret = createDeviceSecret(device.DeviceGroupKey, device.DeviceKey);
  try {
    await deps.identity.confirmDevice(accessToken, device.DeviceKey, secret.verifierConfig, 'Rumbo web');
  } catch (error) {
    log.error({ err: error }, 'Device confirmation failed');
    return undefined;
  }
  const metadata = { deviceKey: device.DeviceKey, deviceGroupKey: device.DeviceGroupKey, randomPassword: secret.randomPassword };
  await deps.devices.remember(loginId, metadata).catch((error: unknown) => log.error({ err: error }, 'Device confirmation failed'));
  return metadata;
}

/** A finished sign-in as the DONE step; its tokens leave only inside the sealed ticket. */
async function finish(deps: TAuthFlowDeps, answer: TInitiateAuthAnswer, state: Pick<TSignInState, 'loginId' | 'authFlowType'>, message: string): Promise<TAuthStep> {
  const result = answer.AuthenticationResult;
  if (!result?.AccessToken || !result.IdToken) throw authFailure('invalidTokens');
  const claims = await deps.verifyIdToken(result.IdToken).catch((error: unknown) => {
    throw authFailure('invalidTokens', error);
  });
  let deviceMetadata = await deps.devices.get(state.loginId);
  if (result.NewDeviceMetadata) deviceMetadata = (await rememberNewDevice(deps, result.AccessToken, state.loginId, result.NewDeviceMetadata)) ?? deviceMetadata;
  const now = nowOf(deps);
  const access = claimsOf(result.AccessToken);
  const issuedAt = typeof access.iat === 'number' ? access.iat * 1000 : now().getTime();
  const clockDrift = now().getTime() - issuedAt;
  // Expiry on our clock: the service's lifetime, or its exp shifted by the drift between the clocks.
  const expiresAt = result.ExpiresIn ? now().getTime() + result.ExpiresIn * 1000 : (access.exp ?? 0) * 1000 + clockDrift;
  const signedIn: TSignedIn = {
    email: claims.email.toLowerCase(),
    accessToken: result.AccessToken,
    idToken: result.IdToken,
    refreshToken: result.RefreshToken,
    expiresAt,
    username: typeof access.username === 'string' ? access.username : (access.sub ?? state.loginId),
    clockDrift,
    deviceMetadata,
    signInDetails: { loginId: state.loginId, authFlowType: state.authFlowType },
  };
  return { success: true, message, nextStep: 'DONE', ticket: await sealTicket(deps.sealer, signedIn) };
}

/** Turns any service answer into the next step (or the finished sign-in). */
export async function stepFor(
  deps: TAuthFlowDeps,
  answer: TInitiateAuthAnswer,
  base: Omit<TSignInState, 'challengeName' | 'signInSession'>,
  doneMessage: string = AUTH_MESSAGES.success,
): Promise<TAuthStep> {
  if (!answer.ChallengeName) return finish(deps, answer, base, doneMessage);
  const result = signInResultForChallenge(answer.ChallengeName);
  if (!result.success || !answer.Session) throw authFailure('failed');
  const params = answer.ChallengeParameters ?? {};
  let session = answer.Session;
  const step: TAuthStep = { ...result };
  if (answer.ChallengeName === 'MFA_SETUP') {
    if (!namesIn(params.MFAS_CAN_SETUP).includes('SOFTWARE_TOKEN_MFA')) throw authFailure('totpNotOffered');
    const association = await deps.identity.associateSoftwareToken({ Session: session });
    session = association.Session ?? session;
    step.totpSetup = { secret: association.SecretCode, uri: totpUri(base.loginId, association.SecretCode) };
  }
  if (answer.ChallengeName === 'SELECT_MFA_TYPE') {
    const choices = namesIn(params.MFAS_CAN_CHOOSE);
    step.mfaOptions = [...(choices.includes('SMS_MFA') ? ['SMS' as const] : []), ...(choices.includes('SOFTWARE_TOKEN_MFA') ? ['TOTP' as const] : [])];
  }
  if (answer.ChallengeName === 'SMS_MFA') {
    step.codeDelivery = { deliveryMedium: params.CODE_DELIVERY_DELIVERY_MEDIUM, destination: params.CODE_DELIVERY_DESTINATION };
  }
  const state: TSignInState = { ...base, username: params.USER_ID_FOR_SRP ?? base.username, challengeName: answer.ChallengeName, signInSession: session };
  step.state = await sealState(deps.sealer, state);
  return step;
}
