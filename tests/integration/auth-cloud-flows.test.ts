import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { appRouter } from '~/server/api/root';
import { createInnerContext } from '~/server/api/trpc';
import type { TIdentityConfig } from '~/server/clients/identity';
import { server } from '../msw/server';
import { authHarness } from '../helpers/auth';
import { srpServiceWithVerifier } from '../helpers/srp-service';

const ENDPOINT = 'https://cognito-idp.eu-west-3.amazonaws.com/';
const CONFIG: TIdentityConfig = { endpoint: ENDPOINT, userPoolId: 'eu-west-3_Pool42', clientId: 'client-1', passwordFlow: 'USER_PASSWORD_AUTH' };
const TOKENS = { AccessToken: 'access', IdToken: 'id', RefreshToken: 'refresh', ExpiresIn: 3600, TokenType: 'Bearer' };

type TCall = { action: string; body: Record<string, unknown> };

/** Answers each named action with the function given for it; records every call. */
function fakeService(actions: Record<string, (body: Record<string, unknown>) => Record<string, unknown>>) {
  const calls: TCall[] = [];
  server.use(
    http.post(ENDPOINT, async ({ request }) => {
      const action = (request.headers.get('x-amz-target') ?? '').split('.').pop() ?? '';
      const body = (await request.json()) as Record<string, unknown>;
      calls.push({ action, body });
      const answer: Record<string, unknown> = actions[action]?.(body) ?? { error: 'UnsupportedOperation', message: `${action} is not supported` };
      if ('error' in answer) return HttpResponse.json({ __type: answer.error, message: answer.message }, { status: 400 });
      return HttpResponse.json(answer);
    }),
  );
  return calls;
}

const cloud = () => authHarness(CONFIG, { verifyIdToken: async () => ({ email: 'ana@example.com' }) });

/** Posts to a procedure as the browser does: the answer is what the output schemas and the error formatter let through. */
async function overTheWire(h: Awaited<ReturnType<typeof cloud>>, path: string, input: object): Promise<unknown> {
  const response = await fetchRequestHandler({
    endpoint: '/api/trpc',
    req: new Request(`http://localhost/api/trpc/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(input) }),
    router: appRouter,
    createContext: () => createInnerContext({ session: null, deps: h.deps, request: { address: '203.0.113.7', devices: h.devices } }),
  });
  return response.json();
}
const challenge = (ChallengeName: string, ChallengeParameters: Record<string, string> = {}) => ({
  ChallengeName,
  ChallengeParameters: { USER_ID_FOR_SRP: 'sub-1', ...ChallengeParameters },
  Session: `session-${ChallengeName}`,
});

describe('identity flows only the cloud service offers (service answered by msw)', () => {
  it('sets up TOTP during sign-in when offered: secret as text and QR URI, then VerifySoftwareToken and MFA_SETUP', async () => {
    const h = await cloud();
    const calls = fakeService({
      InitiateAuth: () => challenge('MFA_SETUP', { MFAS_CAN_SETUP: '["SMS_MFA","SOFTWARE_TOKEN_MFA"]' }),
      AssociateSoftwareToken: (body) =>
        body.Session === 'session-MFA_SETUP' ? { SecretCode: 'JBSWY3DPEHPK3PXP', Session: 'session-associated' } : { error: 'NotAuthorizedException', message: 'bad session' },
      VerifySoftwareToken: (body) =>
        body.UserCode === '123456' && body.Session === 'session-associated'
          ? { Status: 'SUCCESS', Session: 'session-verified' }
          : { error: 'CodeMismatchException', message: 'Invalid code' },
      RespondToAuthChallenge: (body) =>
        body.Session === 'session-verified' && body.ChallengeName === 'MFA_SETUP' ? { AuthenticationResult: TOKENS } : { error: 'NotAuthorizedException', message: 'bad' },
    });
    const step = await h.caller.auth.signIn({ username: 'ana@example.com', password: 'Pass#2026' });
    expect(step).toMatchObject({
      nextStep: 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP',
      totpSetup: { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Rumbo%3Aana%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Rumbo' },
    });
    await expect(h.caller.auth.confirmSignIn({ state: step.state!, challengeResponse: '000000' })).rejects.toMatchObject({ cause: { reason: 'codeMismatch' } });
    expect(await h.caller.auth.confirmSignIn({ state: step.state!, challengeResponse: '123456' })).toMatchObject({ success: true, nextStep: 'DONE' });
    expect(calls.find((c) => c.action === 'RespondToAuthChallenge')?.body.ChallengeResponses).toEqual({ USERNAME: 'sub-1' });
  });

  it('refuses TOTP setup when the service does not offer it', async () => {
    const h = await cloud();
    fakeService({ InitiateAuth: () => challenge('MFA_SETUP', { MFAS_CAN_SETUP: '["SMS_MFA"]' }) });
    await expect(h.caller.auth.signIn({ username: 'ana@example.com', password: 'Pass#2026' })).rejects.toMatchObject({ cause: { reason: 'totpNotOffered' } });
  });

  it('accepts only TOTP or SMS as the MFA selection, then asks for that code', async () => {
    const h = await cloud();
    const calls = fakeService({
      InitiateAuth: () => challenge('SELECT_MFA_TYPE', { MFAS_CAN_CHOOSE: '["SMS_MFA","SOFTWARE_TOKEN_MFA"]' }),
      RespondToAuthChallenge: (body) =>
        body.ChallengeName === 'SELECT_MFA_TYPE'
          ? challenge('SMS_MFA', { CODE_DELIVERY_DELIVERY_MEDIUM: 'SMS', CODE_DELIVERY_DESTINATION: '+*******1234' })
          : (body.ChallengeResponses as Record<string, string>).SMS_MFA_CODE === '654321'
            ? { AuthenticationResult: TOKENS }
            : { error: 'CodeMismatchException', message: 'Invalid code' },
    });
    const step = await h.caller.auth.signIn({ username: 'ana@example.com', password: 'Pass#2026' });
    expect(step).toMatchObject({ nextStep: 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION', mfaOptions: ['SMS', 'TOTP'] });
    await expect(h.caller.auth.confirmSignIn({ state: step.state!, challengeResponse: 'EMAIL' })).rejects.toThrow(
      'Incorrect MFA method was chosen. It should be either SMS or TOTP',
    );
    const sms = await h.caller.auth.confirmSignIn({ state: step.state!, challengeResponse: 'sms' });
    expect(calls.at(-1)?.body.ChallengeResponses).toEqual({ USERNAME: 'sub-1', ANSWER: 'SMS_MFA' });
    expect(sms).toMatchObject({ nextStep: 'CONFIRM_SIGN_IN_WITH_SMS_CODE', codeDelivery: { deliveryMedium: 'SMS', destination: '+*******1234' } });
    expect(await h.caller.auth.confirmSignIn({ state: sms.state!, challengeResponse: '654321' })).toMatchObject({ nextStep: 'DONE' });
  });

  it('sends no password on the passwordless CUSTOM_AUTH flow and refuses one', async () => {
    const h = await cloud();
    const calls = fakeService({
      InitiateAuth: () => challenge('CUSTOM_CHALLENGE', { question: 'code' }),
      RespondToAuthChallenge: (body) =>
        (body.ChallengeResponses as Record<string, string>).ANSWER === 'magic' ? { AuthenticationResult: TOKENS } : { error: 'NotAuthorizedException', message: 'Incorrect' },
    });
    await expect(h.caller.auth.signInWithoutPassword({ username: 'ana@example.com', password: 'x' })).rejects.toMatchObject({ cause: { reason: 'passwordlessWithPassword' } });
    expect(calls).toHaveLength(0);
    const step = await h.caller.auth.signInWithoutPassword({ username: 'ana@example.com' });
    expect(calls[0]!.body).toEqual({ AuthFlow: 'CUSTOM_AUTH', ClientId: 'client-1', AuthParameters: { USERNAME: 'ana@example.com' } });
    expect(step).toMatchObject({ nextStep: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE' });
    expect(await h.caller.auth.confirmSignIn({ state: step.state!, challengeResponse: 'magic' })).toMatchObject({ nextStep: 'DONE' });
  });

  it('answers RESET_PASSWORD for a password-reset-required error and fails on an unknown challenge', async () => {
    const h = await cloud();
    fakeService({ InitiateAuth: () => ({ error: 'PasswordResetRequiredException', message: 'Password reset required for the user' }) });
    expect(await h.caller.auth.signIn({ username: 'ana@example.com', password: 'Pass#2026' })).toMatchObject({ success: false, nextStep: 'RESET_PASSWORD' });
    fakeService({ InitiateAuth: () => challenge('SOMETHING_NEW') });
    await expect(h.caller.auth.signIn({ username: 'ana@example.com', password: 'Pass#2026' })).rejects.toThrow('Authentication failed');
  });

  it('tells an expired code from a wrong one, and turns the service throttling into the limit message', async () => {
    const h = await cloud();
    fakeService({ ConfirmSignUp: () => ({ error: 'ExpiredCodeException', message: 'Invalid code provided, please request a code again.' }) });
    await expect(h.caller.auth.confirmSignUp({ email: 'ana@example.com', code: '123456' })).rejects.toMatchObject({ cause: { reason: 'expiredCode' } });
    fakeService({ ConfirmForgotPassword: () => ({ error: 'LimitExceededException', message: 'Attempt limit exceeded, please try after some time.' }) });
    await expect(h.caller.auth.confirmResetPassword({ email: 'ana@example.com', code: '123456', newPassword: 'New#Pass2026' })).rejects.toMatchObject({
      cause: { reason: 'tooManyAttempts' },
    });
    fakeService({ GetUser: () => ({ error: 'InternalErrorException', message: 'boom' }) });
    await expect(h.callerAs({ email: 'ana@example.com', accessToken: 'access' }).auth.currentUser()).rejects.toMatchObject({ cause: { reason: 'unknown' } });
  });

  it("passes on the service's own message for an error outside the catalogue as the detail, and no detail without one (docs/product-rules.md §8)", async () => {
    const h = await cloud();
    const credentials = { username: 'ana@example.com', password: 'Pass#2026' };
    fakeService({ InitiateAuth: () => ({ error: 'InternalErrorException', message: 'Service is down for maintenance' }) });
    await expect(h.caller.auth.signIn(credentials)).rejects.toMatchObject({
      message: 'Service is down for maintenance',
      cause: { reason: 'unknown', detail: 'Service is down for maintenance' },
    });
    expect(await overTheWire(h, 'auth.signIn', credentials)).toMatchObject({
      error: { message: 'Service is down for maintenance', data: { code: 'BAD_REQUEST', appCode: 'AUTH_FAILED', reason: 'unknown', detail: 'Service is down for maintenance' } },
    });

    fakeService({ InitiateAuth: () => ({ error: 'InternalErrorException' }) });
    const silent = await overTheWire(h, 'auth.signIn', credentials);
    expect(silent).toMatchObject({ error: { message: 'An unknown error occurred during authentication', data: { reason: 'unknown' } } });
    expect(silent).not.toMatchObject({ error: { data: { detail: expect.anything() } } });

    // Catalogue errors keep their catalogue text and carry no detail.
    fakeService({ InitiateAuth: () => ({ error: 'NotAuthorizedException', message: 'Incorrect username or password.' }) });
    const wrong = await overTheWire(h, 'auth.signIn', credentials);
    expect(wrong).toMatchObject({ error: { message: 'Incorrect username or password. Please try again.', data: { reason: 'incorrectCredentials' } } });
    expect(wrong).not.toMatchObject({ error: { data: { detail: expect.anything() } } });
  });

  it('sends the browser only the step and the sealed ticket of a finished sign-in, never the tokens', async () => {
    const h = await cloud();
    fakeService({ InitiateAuth: () => ({ AuthenticationResult: TOKENS }) });
    const answer = await overTheWire(h, 'auth.signIn', { username: 'ana@example.com', password: 'Pass#2026' });
    expect(answer).toEqual({ result: { data: { success: true, message: 'Authentication successful', nextStep: 'DONE', ticket: expect.any(String) } } });
  });

  it("answers 'Invalid tokens' when the service returns no access token", async () => {
    const h = await cloud();
    fakeService({ InitiateAuth: () => ({ AuthenticationResult: { IdToken: 'id' } }) });
    await expect(h.caller.auth.signIn({ username: 'ana@example.com', password: 'Pass#2026' })).rejects.toThrow('Invalid tokens');
  });

  it('confirms a new device, signs in with it next time, and on "Device does not exist" forgets it and retries once', async () => {
    const h = await cloud();
    let calls = fakeService({
      InitiateAuth: () => ({ AuthenticationResult: { ...TOKENS, NewDeviceMetadata: { DeviceKey: 'eu-west-3_device-1', DeviceGroupKey: 'group-1' } } }),
      ConfirmDevice: () => ({ UserConfirmationNecessary: false }),
    });
    await h.caller.auth.signIn({ username: 'ana@example.com', password: 'Pass#2026' });
    const confirm = calls.find((c) => c.action === 'ConfirmDevice')!;
    expect(confirm.body).toMatchObject({ AccessToken: 'access', DeviceKey: 'eu-west-3_device-1', DeviceName: 'Rumbo web' });
    expect(confirm.body.DeviceSecretVerifierConfig).toEqual({ PasswordVerifier: expect.any(String), Salt: expect.any(String) });
    expect(await h.devices.get('ana@example.com')).toMatchObject({ deviceKey: 'eu-west-3_device-1', deviceGroupKey: 'group-1' });

    // Next sign-in: the service checks the remembered device with DEVICE_SRP_AUTH against the stored verifier.
    const verifier = confirm.body.DeviceSecretVerifierConfig as { PasswordVerifier: string; Salt: string };
    const device = srpServiceWithVerifier(
      'group-1',
      'eu-west-3_device-1',
      BigInt(`0x${Buffer.from(verifier.PasswordVerifier, 'base64').toString('hex')}`),
      Buffer.from(verifier.Salt, 'base64').toString('hex'),
    );
    let srpA = '';
    calls = fakeService({
      InitiateAuth: (body) =>
        (body.AuthParameters as Record<string, string>).DEVICE_KEY === 'eu-west-3_device-1'
          ? challenge('DEVICE_SRP_AUTH')
          : { error: 'InvalidParameterException', message: 'no device' },
      RespondToAuthChallenge: (body) => {
        const responses = body.ChallengeResponses as Record<string, string>;
        if (body.ChallengeName === 'DEVICE_SRP_AUTH') {
          srpA = responses.SRP_A!;
          return challenge('DEVICE_PASSWORD_VERIFIER', { SALT: device.saltHex, SRP_B: device.srpBHex, SECRET_BLOCK: device.secretBlock, USERNAME: 'sub-1' });
        }
        const isValid = responses.PASSWORD_CLAIM_SIGNATURE === device.expectedSignature(srpA, responses.TIMESTAMP!) && responses.DEVICE_KEY === 'eu-west-3_device-1';
        return isValid ? { AuthenticationResult: TOKENS } : { error: 'NotAuthorizedException', message: 'Incorrect device signature' };
      },
    });
    expect(await h.caller.auth.signIn({ username: 'ana@example.com', password: 'Pass#2026' })).toMatchObject({ nextStep: 'DONE' });
    expect(calls.map((c) => (c.body.ChallengeName as string | undefined) ?? c.action)).toEqual(['InitiateAuth', 'DEVICE_SRP_AUTH', 'DEVICE_PASSWORD_VERIFIER']);

    calls = fakeService({
      InitiateAuth: (body) =>
        (body.AuthParameters as Record<string, string>).DEVICE_KEY ? { error: 'ResourceNotFoundException', message: 'Device does not exist.' } : { AuthenticationResult: TOKENS },
    });
    expect(await h.caller.auth.signIn({ username: 'ana@example.com', password: 'Pass#2026' })).toMatchObject({ nextStep: 'DONE' });
    expect(calls.map((c) => (c.body.AuthParameters as Record<string, string>).DEVICE_KEY ?? null)).toEqual(['eu-west-3_device-1', null]);
    expect(await h.devices.get('ana@example.com')).toBeUndefined();
  });

  it('signs out globally where the service supports it', async () => {
    const h = await cloud();
    const calls = fakeService({ GlobalSignOut: () => ({}) });
    expect(await h.callerAs({ email: 'ana@example.com', accessToken: 'access', refreshToken: 'refresh' }).auth.signOutEverywhere()).toEqual({ method: 'global' });
    expect(calls).toEqual([{ action: 'GlobalSignOut', body: { AccessToken: 'access' } }]);
  });
});
