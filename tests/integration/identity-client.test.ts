import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createIdentityClient, IdentityError } from '~/server/clients/identity';
import { server } from '../msw/server';

const ENDPOINT = 'https://cognito-idp.eu-west-3.amazonaws.com/';
const client = createIdentityClient({ endpoint: ENDPOINT, clientId: 'client-1', userPoolId: 'eu-west-3_pool' });

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
    const answer = await client.passwordAuth('ana@example.com', 'secret');
    expect(answer.AuthenticationResult?.AccessToken).toBe('a');
  });

  it('turns a service error into an IdentityError carrying the exception name', async () => {
    server.use(
      http.post(ENDPOINT, () =>
        HttpResponse.json({ __type: 'com.amazonaws#NotAuthorizedException', message: 'Incorrect username or password.' }, { status: 400 }),
      ),
    );
    const error = await client.passwordAuth('ana@example.com', 'wrong').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IdentityError);
    expect(error).toMatchObject({ type: 'NotAuthorizedException', message: 'Incorrect username or password.' });
  });
});
