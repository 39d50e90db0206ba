import { decodeJwt } from 'jose';
import { z } from 'zod';
import { AppError } from '~/domain/errors';
import type { TClock } from '~/domain/clock';
import {
  AUTH_ERROR_MESSAGES,
  AUTH_MESSAGES,
  authErrorCode,
  isEmail,
  mfaChallengeFor,
  nextStepForError,
  signInInputError,
  signInResultForChallenge,
  type TAuthCall,
  type TAuthErrorCode,
  type TSignInResult,
} from '~/domain/sign-in';
import { IdentityError, type TCodeDelivery, type TDeviceMetadata, type TIdentityClient, type TInitiateAuthAnswer } from '../clients/identity';
import type { TRateLimiter } from '../rate-limit/limiter';
import { createDeviceSecret, SrpError } from './srp';
import type { TSealer } from './seal';

/** Remembered devices per login (a sealed, long-lived cookie in the app; a map in tests). */
export type TDeviceStore = {
  get(username: string): Promise<TDeviceMetadata | undefined>;
  remember(username: string, device: TDeviceMetadata): Promise<void>;
  forget(username: string): Promise<void>;
};

export type TAuthFlowDeps = {
  identity: TIdentityClient;
  sealer: TSealer;
  clock: TClock;
  limiter: TRateLimiter;
  devices: TDeviceStore;
  verifyIdToken: (idToken: string) => Promise<{ email: string }>;
};

/** Everything a signed-in session keeps server-side (SPEC §3 tokens). */
export const ZSignedIn = z.object({
  email: z.string(),
  accessToken: z.string(),
  idToken: z.string(),
  refreshToken: z.string().optional(),
  expiresAt: z.number(),
  /** The service's user name (its `sub` for email logins). */
  username: z.string(),
  /** Milliseconds between the service's clock (token issue time) and ours. */
  clockDrift: z.number(),
  deviceMetadata: z.object({ deviceKey: z.string(), deviceGroupKey: z.string(), randomPassword: z.string() }).optional(),
  signInDetails: z.object({ loginId: z.string(), authFlowType: z.string() }),
});
export type TSignedIn = z.infer<typeof ZSignedIn>;

/** SPEC §3 sign-in session state; sealed, kept only in the page's memory. */
const ZSignInState = z.object({
  username: z.string(),
  loginId: z.string(),
  challengeName: z.string(),
  signInSession: z.string(),
  authFlowType: z.string(),
});
type TSignInState = z.infer<typeof ZSignInState>;

/** Opens a ticket minted by a finished sign-in; null when forged, expired or missing. */
export async function openTicket(sealer: TSealer, ticket: string): Promise<TSignedIn | null> {
  const parsed = ZSignedIn.safeParse(await sealer.open('sign-in-ticket', ticket));
  return parsed.success ? parsed.data : null;
}

export type TCodeDeliveryDetails = { deliveryMedium?: string; destination?: string; attributeName?: string };

/** A sign-in result plus what the next screen needs. */
export type TAuthStep = TSignInResult & {
  state?: string;
  ticket?: string;
  totpSetup?: { secret: string; uri: string };
  mfaOptions?: Array<'SMS' | 'TOTP'>;
  codeDelivery?: TCodeDeliveryDetails;
};

/** The multi-step state outlives neither the page nor the service's own session (3 minutes). */
const STATE_TTL_SECONDS = 5 * 60;
/** The ticket only carries tokens from this call to the session cookie. */
const TICKET_TTL_SECONDS = 60;

export function authFailure(code: TAuthErrorCode, cause?: unknown): AppError {
  return new AppError('AUTH_FAILED', AUTH_ERROR_MESSAGES[code], { reason: code, cause });
}

function failureFrom(error: unknown, call: TAuthCall): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof IdentityError) return authFailure(authErrorCode(error.type, call), error);
  if (error instanceof SrpError) return authFailure('failed', error);
  console.error(`Identity call (${call}) failed`, error);
  return authFailure('unknown', error);
}

function delivery(details: TCodeDelivery | null | undefined): TCodeDeliveryDetails {
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

const isDeviceMissing = (error: unknown) => error instanceof IdentityError && /device does not exist/i.test(error.message);

/** Every identity flow of SPEC §4/§5, on the server. Tokens leave only as a sealed one-minute ticket. */
export function createAuthFlows(deps: TAuthFlowDeps) {
  const { identity, sealer, limiter, devices } = deps;
  const now = () => new Date(deps.clock.now());

  function requireEmail(email: string): string {
    const value = email.trim().toLowerCase();
    if (!value) throw authFailure('usernameRequired');
    if (!isEmail(value)) throw authFailure('invalidEmail');
    return value;
  }

  async function finish(answer: TInitiateAuthAnswer, state: Pick<TSignInState, 'loginId' | 'authFlowType'>, message: string): Promise<TAuthStep> {
    const result = answer.AuthenticationResult;
    if (!result?.AccessToken || !result.IdToken) throw authFailure('invalidTokens');
    const claims = await deps.verifyIdToken(result.IdToken).catch((error: unknown) => {
      throw authFailure('invalidTokens', error);
    });
    let deviceMetadata = await devices.get(state.loginId);
    if (result.NewDeviceMetadata) {
      const { DeviceKey, DeviceGroupKey } = result.NewDeviceMetadata;
      const secret = createDeviceSecret(DeviceGroupKey, DeviceKey);
      try {
        await identity.confirmDevice(result.AccessToken, DeviceKey, secret.verifierConfig, 'Rumbo web');
        deviceMetadata = { deviceKey: DeviceKey, deviceGroupKey: DeviceGroupKey, randomPassword: secret.randomPassword };
        await devices.remember(state.loginId, deviceMetadata);
      } catch (error) {
        // A device that cannot be remembered only means the next sign-in asks for everything again.
        console.error('Device confirmation failed', error);
      }
    }
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
    return { success: true, message, nextStep: 'DONE', ticket: await sealer.seal('sign-in-ticket', signedIn, TICKET_TTL_SECONDS) };
  }

  /** Turns any service answer into the next step (or the finished sign-in). */
  async function stepFor(answer: TInitiateAuthAnswer, base: Omit<TSignInState, 'challengeName' | 'signInSession'>, doneMessage: string = AUTH_MESSAGES.success): Promise<TAuthStep> {
    if (!answer.ChallengeName) return finish(answer, base, doneMessage);
    const result = signInResultForChallenge(answer.ChallengeName);
    if (!result.success || !answer.Session) throw authFailure('failed');
    const params = answer.ChallengeParameters ?? {};
    let session = answer.Session;
    const step: TAuthStep = { ...result };
    if (answer.ChallengeName === 'MFA_SETUP') {
      const offered = JSON.parse(params.MFAS_CAN_SETUP ?? '[]') as string[];
      if (!offered.includes('SOFTWARE_TOKEN_MFA')) throw authFailure('totpNotOffered');
      const association = await identity.associateSoftwareToken({ Session: session });
      session = association.Session ?? session;
      step.totpSetup = { secret: association.SecretCode, uri: totpUri(base.loginId, association.SecretCode) };
    }
    if (answer.ChallengeName === 'SELECT_MFA_TYPE') {
      const choices = JSON.parse(params.MFAS_CAN_CHOOSE ?? '[]') as string[];
      step.mfaOptions = [...(choices.includes('SMS_MFA') ? ['SMS' as const] : []), ...(choices.includes('SOFTWARE_TOKEN_MFA') ? ['TOTP' as const] : [])];
    }
    if (answer.ChallengeName === 'SMS_MFA') {
      step.codeDelivery = { deliveryMedium: params.CODE_DELIVERY_DELIVERY_MEDIUM, destination: params.CODE_DELIVERY_DESTINATION };
    }
    const state: TSignInState = { ...base, username: params.USER_ID_FOR_SRP ?? base.username, challengeName: answer.ChallengeName, signInSession: session };
    step.state = await sealer.seal('sign-in-state', state, STATE_TTL_SECONDS);
    return step;
  }

  async function openState(sealed: string): Promise<TSignInState> {
    const parsed = ZSignInState.safeParse(await sealer.open('sign-in-state', sealed));
    if (!parsed.success) throw authFailure('stateLost');
    return parsed.data;
  }

  return {
    /** SPEC §4 sign-in: DONE, a challenge, or RESET_PASSWORD / CONFIRM_SIGN_UP from their errors. */
    async signIn(input: { username: string; password: string }, who: { isSignedIn: boolean; address: string }): Promise<TAuthStep> {
      if (who.isSignedIn) throw authFailure('alreadySignedIn');
      const inputError = signInInputError(input);
      if (inputError) throw authFailure(inputError === AUTH_MESSAGES.usernameRequired ? 'usernameRequired' : 'passwordRequired');
      const loginId = requireEmail(input.username);
      const limitKey = { account: loginId, address: who.address };
      await limiter.check('signIn', limitKey);
      const authFlowType = identity.config.passwordFlow ?? 'USER_SRP_AUTH';
      const attempt = async (device: TDeviceMetadata | undefined) => identity.passwordSignIn(loginId, input.password, { device, now });
      try {
        const device = await devices.get(loginId);
        let answer: TInitiateAuthAnswer;
        try {
          answer = await attempt(device);
        } catch (error) {
          // SPEC §8: a forgotten device is cleared and the sign-in retried once without it.
          if (!device || !isDeviceMissing(error)) throw error;
          await devices.forget(loginId);
          answer = await attempt(undefined);
        }
        return await stepFor(answer, { username: loginId, loginId, authFlowType });
      } catch (error) {
        const nextStep = error instanceof IdentityError ? nextStepForError(error.type) : undefined;
        if (nextStep) return { success: false, message: (error as IdentityError).message, nextStep };
        const failure = failureFrom(error, 'signIn');
        if (failure.reason === 'incorrectCredentials') await limiter.record('signIn', limitKey);
        throw failure;
      }
    },

    /** Passwordless CUSTOM_AUTH; SPEC §5: it must not carry a password. */
    async signInWithoutPassword(input: { username: string; password?: string }, who: { isSignedIn: boolean; address: string }): Promise<TAuthStep> {
      if (who.isSignedIn) throw authFailure('alreadySignedIn');
      if (input.password) throw authFailure('passwordlessWithPassword');
      const loginId = requireEmail(input.username);
      await limiter.check('signIn', { account: loginId, address: who.address });
      try {
        return await stepFor(await identity.customSignIn(loginId), { username: loginId, loginId, authFlowType: 'CUSTOM_AUTH' });
      } catch (error) {
        throw failureFrom(error, 'signIn');
      }
    },

    /** Answers the pending challenge; needs the state of a sign-in in this page session. */
    async confirmSignIn(input: { state: string; challengeResponse: string }, who: { address: string }): Promise<TAuthStep> {
      const response = input.challengeResponse.trim();
      if (!response) throw authFailure('challengeResponseRequired');
      const state = await openState(input.state);
      const limitKey = { account: state.loginId, address: who.address };
      await limiter.check('confirm', limitKey);
      const base = { username: state.username, loginId: state.loginId, authFlowType: state.authFlowType };
      const USERNAME = state.username;
      try {
        let answer: TInitiateAuthAnswer;
        switch (state.challengeName) {
          case 'NEW_PASSWORD_REQUIRED':
            answer = await identity.respond(state.challengeName, state.signInSession, { USERNAME, NEW_PASSWORD: input.challengeResponse });
            return await stepFor(await identity.answerDeviceChallenge(answer, USERNAME, await devices.get(state.loginId), now), base, AUTH_MESSAGES.passwordChanged);
          case 'SMS_MFA':
            answer = await identity.respond(state.challengeName, state.signInSession, { USERNAME, SMS_MFA_CODE: response });
            break;
          case 'SOFTWARE_TOKEN_MFA':
            answer = await identity.respond(state.challengeName, state.signInSession, { USERNAME, SOFTWARE_TOKEN_MFA_CODE: response });
            break;
          case 'SELECT_MFA_TYPE': {
            let choice: ReturnType<typeof mfaChallengeFor>;
            try {
              choice = mfaChallengeFor(response);
            } catch {
              throw authFailure('wrongMfa');
            }
            answer = await identity.respond(state.challengeName, state.signInSession, { USERNAME, ANSWER: choice });
            break;
          }
          case 'MFA_SETUP': {
            const verified = await identity.verifySoftwareToken({ Session: state.signInSession }, response);
            answer = await identity.respond(state.challengeName, verified.Session ?? state.signInSession, { USERNAME });
            break;
          }
          case 'CUSTOM_CHALLENGE':
            answer = await identity.respond(state.challengeName, state.signInSession, { USERNAME, ANSWER: response });
            break;
          default:
            throw authFailure('failed');
        }
        return await stepFor(await identity.answerDeviceChallenge(answer, USERNAME, await devices.get(state.loginId), now), base);
      } catch (error) {
        const failure = failureFrom(error, 'confirm');
        if (failure.reason === 'codeMismatch' || failure.reason === 'incorrectCredentials') await limiter.record('confirm', limitKey);
        throw failure;
      }
    },

    /** Sign-up with email as login; the next step is the emailed code (CONFIRM_SIGN_UP). */
    async signUp(input: { email: string; password: string }, who: { address: string }): Promise<TAuthStep> {
      const loginId = requireEmail(input.email);
      if (!input.password) throw authFailure('passwordRequired');
      const limitKey = { account: loginId, address: who.address };
      await limiter.check('signUp', limitKey);
      await limiter.record('signUp', limitKey);
      try {
        const answer = await identity.signUp(loginId, input.password);
        if (answer.UserConfirmed) return { success: true, message: AUTH_MESSAGES.success, nextStep: 'DONE' };
        return { success: true, message: 'Confirm your email with the code we sent', nextStep: 'CONFIRM_SIGN_UP', codeDelivery: delivery(answer.CodeDeliveryDetails) };
      } catch (error) {
        throw failureFrom(error, 'signUp');
      }
    },

    async confirmSignUp(input: { email: string; code: string }, who: { address: string }): Promise<TAuthStep> {
      const loginId = requireEmail(input.email);
      const code = input.code.trim();
      if (!code) throw authFailure('codeRequired');
      const limitKey = { account: loginId, address: who.address };
      await limiter.check('confirm', limitKey);
      try {
        await identity.confirmSignUp(loginId, code);
        return { success: true, message: 'Your account is confirmed. Sign in to continue', nextStep: 'DONE' };
      } catch (error) {
        const failure = failureFrom(error, 'confirm');
        if (failure.reason === 'codeMismatch') await limiter.record('confirm', limitKey);
        throw failure;
      }
    },

    /** Requests a reset code; an unknown account looks the same, so accounts cannot be discovered. */
    async resetPassword(input: { email: string }, who: { address: string }): Promise<TAuthStep> {
      const loginId = requireEmail(input.email);
      const limitKey = { account: loginId, address: who.address };
      await limiter.check('reset', limitKey);
      await limiter.record('reset', limitKey);
      try {
        const answer = await identity.forgotPassword(loginId);
        return { success: true, message: 'Enter the code we sent and a new password', nextStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE', codeDelivery: delivery(answer.CodeDeliveryDetails) };
      } catch (error) {
        if (error instanceof IdentityError && error.type === 'UserNotFoundException') {
          return { success: true, message: 'Enter the code we sent and a new password', nextStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE', codeDelivery: { deliveryMedium: 'EMAIL' } };
        }
        throw failureFrom(error, 'reset');
      }
    },

    async confirmResetPassword(input: { email: string; code: string; newPassword: string }, who: { address: string }): Promise<TAuthStep> {
      const loginId = requireEmail(input.email);
      if (!input.code.trim()) throw authFailure('codeRequired');
      if (!input.newPassword) throw authFailure('passwordRequired');
      const limitKey = { account: loginId, address: who.address };
      await limiter.check('confirm', limitKey);
      try {
        await identity.confirmForgotPassword(loginId, input.code.trim(), input.newPassword);
        return { success: true, message: AUTH_MESSAGES.passwordChanged, nextStep: 'DONE' };
      } catch (error) {
        const failure = failureFrom(error, 'reset');
        if (failure.reason === 'codeMismatch' || failure.reason === 'incorrectCredentials') await limiter.record('confirm', limitKey);
        throw failure;
      }
    },

    async changePassword(input: { oldPassword: string; newPassword: string }, accessToken: string | undefined): Promise<TAuthStep> {
      if (!input.oldPassword || !input.newPassword) throw authFailure('passwordRequired');
      if (!accessToken) throw authFailure('invalidTokens');
      try {
        await identity.changePassword(accessToken, input.oldPassword, input.newPassword);
        return { success: true, message: AUTH_MESSAGES.passwordChanged, nextStep: 'DONE' };
      } catch (error) {
        throw failureFrom(error, 'changePassword');
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

    /** SPEC §8: the current user is null on an unauthenticated error; other errors are rethrown. */
    async currentUser(accessToken: string | undefined): Promise<{ username: string; email: string | null } | null> {
      if (!accessToken) return null;
      try {
        const user = await identity.getUser(accessToken);
        return { username: user.Username, email: user.UserAttributes.find((a) => a.Name === 'email')?.Value ?? null };
      } catch (error) {
        if (error instanceof IdentityError && ['NotAuthorizedException', 'UserUnAuthenticatedException', 'UserNotFoundException'].includes(error.type)) return null;
        throw failureFrom(error, 'confirm');
      }
    },

    async mfaStatus(accessToken: string | undefined) {
      if (!accessToken) throw authFailure('invalidTokens');
      try {
        const user = await identity.getUser(accessToken);
        return { totpEnabled: (user.UserMFASettingList ?? []).includes('SOFTWARE_TOKEN_MFA') };
      } catch (error) {
        throw failureFrom(error, 'confirm');
      }
    },

    /** Ends every session of the user; where the service lacks GlobalSignOut, revokes the refresh token. */
    async signOutEverywhere(tokens: { accessToken?: string; refreshToken?: string }): Promise<{ method: 'global' | 'revoke' | 'none' }> {
      if (tokens.accessToken) {
        try {
          await identity.globalSignOut(tokens.accessToken);
          return { method: 'global' };
        } catch (error) {
          console.warn('Global sign-out unavailable; revoking the refresh token', error instanceof Error ? error.message : error);
        }
      }
      if (tokens.refreshToken) {
        try {
          await identity.revokeToken(tokens.refreshToken);
          return { method: 'revoke' };
        } catch (error) {
          console.error('Refresh token revocation failed', error);
        }
      }
      return { method: 'none' };
    },

    openTicket: (ticket: string) => openTicket(sealer, ticket),
  };
}
export type TAuthFlows = ReturnType<typeof createAuthFlows>;
