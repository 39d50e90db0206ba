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
  it('takes durations in milliseconds: a stalled process from 1 s to 10 minutes, a resume-matching lease from 5 to 45 s', () => {
    expect(parseEnv({ MATCH_LEASE_MS: '6000', PROCESS_STALL_MS: '' })).toMatchObject({ MATCH_LEASE_MS: 6_000, PROCESS_STALL_MS: undefined });
    expect(parseEnv({ MATCH_LEASE_MS: '45000', PROCESS_STALL_MS: '600000' })).toMatchObject({ MATCH_LEASE_MS: 45_000, PROCESS_STALL_MS: 600_000 });
    expect(() => parseEnv({ MATCH_LEASE_MS: '2000' })).toThrow(/MATCH_LEASE_MS.*must be 5000 or more/);
    expect(() => parseEnv({ MATCH_LEASE_MS: '46000' })).toThrow(/MATCH_LEASE_MS.*must be at most 45000/);
    expect(() => parseEnv({ PROCESS_STALL_MS: '500' })).toThrow(/PROCESS_STALL_MS.*must be 1000 or more/);
    expect(() => parseEnv({ PROCESS_STALL_MS: '600001' })).toThrow(/PROCESS_STALL_MS.*must be at most 600000/);
    expect(() => parseEnv({ MATCH_LEASE_MS: '15s' })).toThrow(/MATCH_LEASE_MS/);
  });
  it('accepts cloud settings', () => {
    const env = parseEnv({
      DYNAMODB_ENDPOINT: 'https://dynamodb.eu-west-3.amazonaws.com',
      COGNITO_USER_POOL_ID: 'eu-west-3_abc',
      COGNITO_CLIENT_ID: 'abc',
      NEXTAUTH_SECRET: SECRET,
    });
    expect(env.DYNAMODB_ENDPOINT).toBe('https://dynamodb.eu-west-3.amazonaws.com');
  });
});

const SECRET = 's'.repeat(32);

describe('the session secret of a deployment', () => {
  const problemsOf = (source: Record<string, string>) => {
    try {
      parseEnv(source);
      return [];
    } catch (error) {
      return (error as ConfigError).problems;
    }
  };

  it('is required whenever a cloud variable is set, naming the variables', () => {
    const cloud: Record<string, string>[] = [
      { AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE' },
      { AWS_PROFILE: 'rumbo' },
      { DYNAMODB_ENDPOINT: 'https://dynamodb.eu-west-3.amazonaws.com' },
      { COGNITO_USER_POOL_ID: 'eu-west-3_abc', COGNITO_CLIENT_ID: 'abc' },
      { COGNITO_USER_POOL_ID: 'eu-west-3_abc', COGNITO_ENDPOINT: 'https://cognito-idp.eu-west-3.amazonaws.com/' },
      { STRIPE_SECRET_KEY: 'sk_live_x' },
      { STRIPE_WEBHOOK_SECRET: 'whsec_x' },
      { STRIPE_PRICE_ID: 'price_x' },
    ];
    for (const variables of cloud) {
      const [problem] = problemsOf(variables);
      expect(problem).toMatch(/^NEXTAUTH_SECRET: required because /);
      expect(problem).toContain(Object.keys(variables)[0]);
      expect(problemsOf({ ...variables, NEXTAUTH_SECRET: SECRET })).toEqual([]);
    }
  });

  it('is generated locally when only local engines are named (loopback endpoints)', () => {
    expect(problemsOf({})).toEqual([]);
    expect(problemsOf({ DYNAMODB_ENDPOINT: 'http://127.0.0.1:8000', AWS_ACCESS_KEY_ID: 'local' })).toEqual([]);
    expect(problemsOf({ COGNITO_ENDPOINT: 'http://127.0.0.1:9229/', COGNITO_USER_POOL_ID: 'local_pool', COGNITO_CLIENT_ID: 'web' })).toEqual([]);
  });
});
