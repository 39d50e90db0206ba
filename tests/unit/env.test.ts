import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from '~/env';

describe('configuration', () => {
  it('defaults every external system to its local counterpart', () => {
    const env = parseEnv({});
    expect(env.AWS_REGION).toBe('eu-west-3');
    expect(env.DYNAMODB_ENDPOINT).toBeUndefined();
    expect(env.COGNITO_USER_POOL_ID).toBeUndefined();
    expect(env.STRIPE_SECRET_KEY).toBeUndefined();
    expect(env.PORT).toBe(3000);
  });
  it('treats empty values as unset', () => {
    expect(parseEnv({ DYNAMODB_ENDPOINT: '', JOBS_API_URL: '' }).DYNAMODB_ENDPOINT).toBeUndefined();
  });
  it('names every invalid variable', () => {
    try {
      parseEnv({ DYNAMODB_ENDPOINT: 'not a url', COGNITO_ENDPOINT: 'ftp://x', AWS_REGION: 'Paris', PORT: '99999' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      for (const name of ['DYNAMODB_ENDPOINT', 'COGNITO_ENDPOINT', 'AWS_REGION', 'PORT']) expect(message).toContain(name);
      expect(message).toContain('"not a url"');
    }
  });
  it('accepts cloud settings', () => {
    const env = parseEnv({ DYNAMODB_ENDPOINT: 'https://dynamodb.eu-west-3.amazonaws.com', COGNITO_USER_POOL_ID: 'eu-west-3_abc', COGNITO_CLIENT_ID: 'abc' });
    expect(env.DYNAMODB_ENDPOINT).toBe('https://dynamodb.eu-west-3.amazonaws.com');
  });
});
