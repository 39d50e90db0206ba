import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from '~/env';
import { isLocalMode, paymentsMode } from '~/server/payments/mode';

const stripe = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', STRIPE_PRICE_ID: 'price_1' };
// A cloud variable requires the session secret; these tests are about payments only.
const SECRET = { NEXTAUTH_SECRET: 'x'.repeat(32) };
const mode = (vars: Record<string, string>) => paymentsMode(parseEnv({ ...SECRET, ...vars }));

describe('one rule decides Stripe or the local test checkout', () => {
  it('uses Stripe when all three variables are set, whatever the rest', () => {
    expect(mode(stripe)).toMatchObject({ kind: 'stripe', priceId: 'price_1' });
    expect(mode({ ...stripe, COGNITO_USER_POOL_ID: 'eu-west-3_x', APP_URL: 'https://rumbo.app' }).kind).toBe('stripe');
  });

  it.each([
    [{ STRIPE_SECRET_KEY: 'sk_test_1' }, ['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_ID']],
    [{ STRIPE_PRICE_ID: 'price_1' }, ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']],
    [{ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PRICE_ID: 'price_1' }, ['STRIPE_WEBHOOK_SECRET']],
  ])('refuses a partial configuration %o', (vars, missing) => {
    let error: unknown;
    try {
      mode(vars);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems.map((line: string) => line.split(':')[0])).toEqual(missing);
  });

  it('allows the local test checkout only in the local mode', () => {
    expect(mode({})).toEqual({ kind: 'local', allowed: 'local-mode' });
    expect(
      mode({ DYNAMODB_ENDPOINT: 'http://127.0.0.1:4567', COGNITO_ENDPOINT: 'http://127.0.0.1:9229/', COGNITO_USER_POOL_ID: 'local_x', APP_URL: 'http://localhost:3000' }).kind,
    ).toBe('local');
  });

  it.each([
    ['a cloud identity pool', { COGNITO_USER_POOL_ID: 'eu-west-3_x' }],
    ['a cloud database by credentials', { AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE' }],
    ['a cloud database by profile', { AWS_PROFILE: 'prod' }],
    ['a remote database endpoint', { DYNAMODB_ENDPOINT: 'https://dynamodb.eu-west-3.amazonaws.com' }],
    ['a public address', { APP_URL: 'https://rumbo.app' }],
  ])('refuses test payments beside %s', (_, vars) => {
    expect(isLocalMode(parseEnv({ ...SECRET, ...vars }))).toBe(false);
    expect(() => mode(vars)).toThrow(/STRIPE_SECRET_KEY: required outside the local mode/);
  });

  it('allows test payments outside the local mode only when asked explicitly', () => {
    expect(mode({ APP_URL: 'https://staging.rumbo.app', ALLOW_TEST_PAYMENTS: 'true' })).toEqual({ kind: 'local', allowed: 'explicit' });
    expect(() => mode({ APP_URL: 'https://staging.rumbo.app', ALLOW_TEST_PAYMENTS: 'false' })).toThrow(ConfigError);
  });
});
