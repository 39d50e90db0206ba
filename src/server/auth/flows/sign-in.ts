import { AUTH_MESSAGES, mfaChallengeFor, signInInputError } from '~/domain/sign-in';
import { IdentityError, type TDeviceMetadata, type TInitiateAuthAnswer } from '../../clients/identity';
import { authFailure, failureFrom, isDeviceMissing, nextStepForError, requireStrong } from './errors';
import { nowOf, requireEmail, stepFor, type TAuthFlowDeps, type TAuthStep, type TCaller } from './shared';
import { openState, type TSignInState } from './tickets';

type TSignInCaller = TCaller & { isSignedIn: boolean };

/** The MFA selection as the service's challenge name; docs/product-rules.md §5 allows only SMS or TOTP. */
function mfaChoice(response: string): ReturnType<typeof mfaChallengeFor> {
  try {
    return mfaChallengeFor(response);
  } catch {
    throw authFailure('wrongMfa');
  }
}

/** Sends the answer the pending challenge expects. */
async function answerChallenge(deps: TAuthFlowDeps, state: TSignInState, raw: string, response: string): Promise<TInitiateAuthAnswer> {
  const { identity } = deps;
  const USERNAME = state.username;
  const respond = (responses: Record<string, string>, session = state.signInSession) => identity.respond(state.challengeName, session, { USERNAME, ...responses });
  switch (state.challengeName) {
    // A new password is sent as typed: spaces may be part of it.
    case 'NEW_PASSWORD_REQUIRED':
      return respond({ NEW_PASSWORD: raw });
    case 'SMS_MFA':
      return respond({ SMS_MFA_CODE: response });
    case 'SOFTWARE_TOKEN_MFA':
      return respond({ SOFTWARE_TOKEN_MFA_CODE: response });
    case 'SELECT_MFA_TYPE':
      return respond({ ANSWER: mfaChoice(response) });
    case 'MFA_SETUP': {
      const verified = await identity.verifySoftwareToken({ Session: state.signInSession }, response);
      return respond({}, verified.Session ?? state.signInSession);
    }
    case 'CUSTOM_CHALLENGE':
      return respond({ ANSWER: response });
    default:
      throw authFailure('failed');
  }
}

/**
 * docs/product-rules.md §4 sign-in: password and passwordless starts, then every challenge until DONE. Each try is
 * counted before the identity service sees it, so parallel requests cannot slip past the limit
 * together; a right password or answer gives its try back, so only wrong ones add up.
 */
export function createSignInFlows(deps: TAuthFlowDeps) {
  const { identity, limiter, devices } = deps;
  const now = nowOf(deps);

  return {
    /** docs/product-rules.md §4 sign-in: DONE, a challenge, or RESET_PASSWORD / CONFIRM_SIGN_UP from their errors. */
    async signIn(input: { username: string; password: string }, who: TSignInCaller): Promise<TAuthStep> {
      if (who.isSignedIn) throw authFailure('alreadySignedIn');
      const inputError = signInInputError(input);
      if (inputError) throw authFailure(inputError === AUTH_MESSAGES.usernameRequired ? 'usernameRequired' : 'passwordRequired');
      const loginId = requireEmail(input.username);
      const counted = await limiter.consume('signIn', { account: loginId, address: who.address });
      // USER_PASSWORD_AUTH locally (no SRP there), USER_SRP_AUTH against the cloud service.
      const authFlowType = identity.config.passwordFlow ?? 'USER_SRP_AUTH';
      const attempt = async (device: TDeviceMetadata | undefined) => identity.passwordSignIn(loginId, input.password, { device, now });
      try {
        const device = await devices.get(loginId);
        let answer: TInitiateAuthAnswer;
        try {
          answer = await attempt(device);
        } catch (error) {
          // docs/product-rules.md §8: a forgotten device is cleared and the sign-in retried once without it.
          if (!device || !isDeviceMissing(error)) throw error;
          await devices.forget(loginId);
          answer = await attempt(undefined);
        }
        const step = await stepFor(deps, answer, { username: loginId, loginId, authFlowType });
        await counted.succeeded();
        return step;
      } catch (error) {
        if (error instanceof IdentityError) {
          const nextStep = nextStepForError(error.type);
          if (nextStep) return { success: false, message: error.message, nextStep };
        }
        throw failureFrom(error, 'signIn');
      }
    },

    /** Passwordless CUSTOM_AUTH; docs/product-rules.md §5: it must not carry a password. */
    async signInWithoutPassword(input: { username: string; password?: string }, who: TSignInCaller): Promise<TAuthStep> {
      if (who.isSignedIn) throw authFailure('alreadySignedIn');
      if (input.password) throw authFailure('passwordlessWithPassword');
      const loginId = requireEmail(input.username);
      // Each start sends a code: counted whatever the outcome.
      await limiter.consume('passwordless', { account: loginId, address: who.address });
      try {
        return await stepFor(deps, await identity.customSignIn(loginId), { username: loginId, loginId, authFlowType: 'CUSTOM_AUTH' });
      } catch (error) {
        throw failureFrom(error, 'signIn');
      }
    },

    /** Answers the pending challenge; needs the state of a sign-in in this page session. */
    async confirmSignIn(input: { state: string; challengeResponse: string }, who: TCaller): Promise<TAuthStep> {
      const response = input.challengeResponse.trim();
      if (!response) throw authFailure('challengeResponseRequired');
      const state = await openState(deps.sealer, input.state);
      if (state.challengeName === 'NEW_PASSWORD_REQUIRED') await requireStrong(input.challengeResponse);
      const counted = await limiter.consume('confirm', { account: state.loginId, address: who.address });
      const base = { username: state.username, loginId: state.loginId, authFlowType: state.authFlowType };
      try {
        const answer = await answerChallenge(deps, state, input.challengeResponse, response);
        // A remembered device may still be asked for (DEVICE_SRP_AUTH) after the challenge.
        const next = await identity.answerDeviceChallenge(answer, state.username, await devices.get(state.loginId), now);
        const step = await stepFor(deps, next, base, state.challengeName === 'NEW_PASSWORD_REQUIRED' ? AUTH_MESSAGES.passwordChanged : AUTH_MESSAGES.success);
        await counted.succeeded();
        return step;
      } catch (error) {
        throw failureFrom(error, 'confirm');
      }
    },
  };
}
