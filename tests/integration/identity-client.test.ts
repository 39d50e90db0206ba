import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createIdentityClient, IdentityError } from '~/server/clients/identity';
import { server } from '../msw/server';
import { fakeSrpService } from '../helpers/srp-service';

const ENDPOINT = 'https://cognito-idp.eu-west-3.amazonaws.com/';
const client = createIdentityClient({ endpoint: ENDPOINT, clientId: 'client-1', userPoolId: 'eu-west-3_pool', passwordFlow: 'USER_PASSWORD_AUTH' });

describe('identity service wire protocol', () => {
  it('sends InitiateAuth as a named action and reads the tokens', async () => {
    server.use(
      http.post(ENDPOINT, async ({ request }) => {
        const body = (await request.json()) as { AuthFlow: string; ClientId: string; AuthParameters: Record<string, string> };
        if (request.headers.get('x-amz-target') !== 'AWSCognitoIdentityProviderService.InitiateAuth') return HttpResponse.json({}, { status: 400 });
        if (request.headers.get('content-type') !== 'application/x-amz-json-1.1') return HttpResponse.json({}, { status: 400 });
        if (body.AuthFlow !== 'USER_PASSWORD_AUTH' || body.ClientId !== 'client-1' || body.AuthParameters.USERNAME !== 'ana@example.com')
          return HttpResponse.json({ __type: 'InvalidParameterException', message: 'bad' }, { status: 400 });
        return HttpResponse.json({ AuthenticationResult: { AccessToken: 'a', IdToken: 'i', RefreshToken: 'r', ExpiresIn: 3600, TokenType: 'Bearer' } });
      }),
    );
    const answer = await client.passwordSignIn('ana@example.com', 'secret');
    expect(answer.AuthenticationResult?.AccessToken).toBe('a');
  });

  it('turns a service error into an IdentityError carrying the exception name', async () => {
    server.use(http.post(ENDPOINT, () => HttpResponse.json({ __type: 'com.amazonaws#NotAuthorizedException', message: 'Incorrect username or password.' }, { status: 400 })));
    const error = await client.passwordSignIn('ana@example.com', 'wrong').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IdentityError);
    expect(error).toMatchObject({ type: 'NotAuthorizedException', message: 'Incorrect username or password.', serviceMessage: 'Incorrect username or password.' });
  });

  it("keeps the service's own words apart: either spelling of the field, or none", async () => {
    server.use(http.post(ENDPOINT, () => HttpResponse.json({ __type: 'InternalErrorException', Message: 'Service is down for maintenance' }, { status: 500 })));
    await expect(client.passwordSignIn('ana@example.com', 'x')).rejects.toMatchObject({ type: 'InternalErrorException', serviceMessage: 'Service is down for maintenance' });
    server.use(http.post(ENDPOINT, () => HttpResponse.json({ __type: 'InternalErrorException' }, { status: 500 })));
    const silent = await client.passwordSignIn('ana@example.com', 'x').catch((e: unknown) => e);
    expect(silent).toMatchObject({ type: 'InternalErrorException', message: 'InternalErrorException' });
    expect(silent).not.toHaveProperty('serviceMessage', expect.anything());
  });
});

describe('USER_SRP_AUTH against the service protocol', () => {
  const POOL = 'eu-west-3_Pool42';
  const srpClient = createIdentityClient({ endpoint: ENDPOINT, clientId: 'client-1', userPoolId: POOL });

  function serviceFor(password: string) {
    const service = fakeSrpService(POOL, 'sub-123', password);
    let srpA = '';
    server.use(
      http.post(ENDPOINT, async ({ request }) => {
        const target = request.headers.get('x-amz-target');
        const body = (await request.json()) as Record<string, Record<string, string> | string>;
        if (target?.endsWith('.InitiateAuth')) {
          const params = body.AuthParameters as Record<string, string>;
          if (body.AuthFlow !== 'USER_SRP_AUTH' || !params.SRP_A || 'PASSWORD' in params)
            return HttpResponse.json({ __type: 'InvalidParameterException', message: 'bad' }, { status: 400 });
          srpA = params.SRP_A;
          return HttpResponse.json({
            ChallengeName: 'PASSWORD_VERIFIER',
            Session: 'session-1',
            ChallengeParameters: { SALT: service.saltHex, SRP_B: service.srpBHex, SECRET_BLOCK: service.secretBlock, USER_ID_FOR_SRP: 'sub-123', USERNAME: 'sub-123' },
          });
        }
        if (target?.endsWith('.RespondToAuthChallenge')) {
          const answer = body.ChallengeResponses as Record<string, string>;
          const isValid =
            body.Session === 'session-1' && body.ChallengeName === 'PASSWORD_VERIFIER' && answer.PASSWORD_CLAIM_SIGNATURE === service.expectedSignature(srpA, answer.TIMESTAMP!);
          return isValid
            ? HttpResponse.json({ AuthenticationResult: { AccessToken: 'a', IdToken: 'i', RefreshToken: 'r', ExpiresIn: 3600 } })
            : HttpResponse.json({ __type: 'NotAuthorizedException', message: 'Incorrect username or password.' }, { status: 400 });
        }
        return HttpResponse.json({ __type: 'UnknownOperationException' }, { status: 400 });
      }),
    );
  }

  it('signs in with the right password without ever sending it', async () => {
    serviceFor('Right#Pass1');
    const answer = await srpClient.passwordSignIn('ana@example.com', 'Right#Pass1');
    expect(answer.AuthenticationResult?.AccessToken).toBe('a');
  });

  it('is refused by the service with the wrong password', async () => {
    serviceFor('Right#Pass1');
    await expect(srpClient.passwordSignIn('ana@example.com', 'Wrong#Pass1')).rejects.toMatchObject({ type: 'NotAuthorizedException' });
  });
});
