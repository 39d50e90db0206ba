import { AUTH_MESSAGES } from '~/domain/sign-in';
import { IdentityError } from '../../clients/identity';
import { authFailure, failureFrom, requireStrong } from './errors';
import { delivery, requireEmail, type TAuthFlowDeps, type TAuthStep, type TCaller } from './shared';

const RESET_CODE_SENT = 'Enter the code we sent and a new password';

/** Account flows: sign-up and its code, password reset and its code, and a signed-in password change. */
export function createAccountFlows(deps: TAuthFlowDeps) {
  const { identity, limiter } = deps;

  return {
    /** Sign-up with email as login; the next step is the emailed code (CONFIRM_SIGN_UP). */
    async signUp(input: { email: string; password: string }, who: TCaller): Promise<TAuthStep> {
      const loginId = requireEmail(input.email);
      if (!input.password) throw authFailure('passwordRequired');
      requireStrong(input.password);
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

    /** Confirms the emailed sign-up code; only wrong codes count towards the limit. */
    async confirmSignUp(input: { email: string; code: string }, who: TCaller): Promise<TAuthStep> {
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
    async resetPassword(input: { email: string }, who: TCaller): Promise<TAuthStep> {
      const loginId = requireEmail(input.email);
      const limitKey = { account: loginId, address: who.address };
      await limiter.check('reset', limitKey);
      await limiter.record('reset', limitKey);
      try {
        const answer = await identity.forgotPassword(loginId);
        return { success: true, message: RESET_CODE_SENT, nextStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE', codeDelivery: delivery(answer.CodeDeliveryDetails) };
      } catch (error) {
        if (error instanceof IdentityError && error.type === 'UserNotFoundException') {
          return { success: true, message: RESET_CODE_SENT, nextStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE', codeDelivery: { deliveryMedium: 'EMAIL' } };
        }
        throw failureFrom(error, 'reset');
      }
    },

    /** Sets the new password with the emailed code (SPEC §4 password reset). */
    async confirmResetPassword(input: { email: string; code: string; newPassword: string }, who: TCaller): Promise<TAuthStep> {
      const loginId = requireEmail(input.email);
      if (!input.code.trim()) throw authFailure('codeRequired');
      if (!input.newPassword) throw authFailure('passwordRequired');
      requireStrong(input.newPassword);
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

    /** Signed-in password change; a refusal other than a weak password or throttling is 'Failed to change password' (SPEC §8). */
    async changePassword(input: { oldPassword: string; newPassword: string }, accessToken: string | undefined): Promise<TAuthStep> {
      if (!input.oldPassword || !input.newPassword) throw authFailure('passwordRequired');
      requireStrong(input.newPassword);
      if (!accessToken) throw authFailure('invalidTokens');
      try {
        await identity.changePassword(accessToken, input.oldPassword, input.newPassword);
        return { success: true, message: AUTH_MESSAGES.passwordChanged, nextStep: 'DONE' };
      } catch (error) {
        throw failureFrom(error, 'changePassword');
      }
    },
  };
}
