import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import es from '../../messages/es.json';
import { errorMessage, type TErrorMessage } from '~/domain/error-message';
import { ERROR_CODES } from '~/domain/errors';
import { toIcuMessages, ZMessages, type TMessages } from '~/domain/messages';
import { AUTH_ERROR_CODES } from '~/domain/sign-in';

/** A failure as the tRPC client sees it: the error formatter's `data`. */
const trpcError = (data: Record<string, unknown>) => Object.assign(new Error('wrapped'), { data });
/** A failure of a same-origin payment route: its `code` field. */
const routeError = (code?: string) => Object.assign(new Error('Some English sentence'), { code });

/** The English text a message resolves to, placeholders filled, as the screen shows it. */
function english(message: TErrorMessage): string {
  let node: string | TMessages | undefined = toIcuMessages(ZMessages.parse(en));
  for (const part of message.key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`missing ${message.key}`);
  return node.replace(/\{(\w+)\}/g, (_, name: string) => message.values?.[name] ?? `{${name}}`);
}

describe('data-provider errors (docs/product-rules.md §8)', () => {
  it('names the resource, or the authentication when the server says UNAUTHORIZED', () => {
    expect(english(errorMessage(trpcError({ appCode: 'UPSTREAM' }), 'data.jobs'))).toBe('Failed to fetch jobs');
    expect(english(errorMessage(new Error('offline'), 'data.applications'))).toBe('Failed to fetch applications');
    expect(english(errorMessage(null, 'data.data'))).toBe('Failed to fetch data');
    expect(english(errorMessage(trpcError({ appCode: 'UNAUTHORIZED' }), 'data.jobs'))).toBe('Failed to authenticate user');
  });
});

describe('sign-in errors (docs/product-rules.md §8)', () => {
  it('translates a reason from the catalogue', () => {
    expect(errorMessage(trpcError({ appCode: 'AUTH_FAILED', reason: 'expiredCode', code: 'BAD_REQUEST' }), 'auth')).toEqual({ key: 'auth.errors.expiredCode' });
    expect(english(errorMessage(trpcError({ reason: 'incorrectCredentials', detail: 'ignored' }), 'auth'))).toBe('Incorrect username or password. Please try again.');
  });
  it("shows the identity service's own words for an error outside the catalogue", () => {
    const failure = trpcError({ appCode: 'AUTH_FAILED', reason: 'unknown', detail: 'Service is down for maintenance' });
    expect(errorMessage(failure, 'auth')).toEqual({ key: 'errors.detail', values: { detail: 'Service is down for maintenance' } });
    expect(english(errorMessage(failure, 'auth'))).toBe('Service is down for maintenance');
  });
  it('falls back to the unknown-error text only when the service said nothing', () => {
    expect(english(errorMessage(trpcError({ reason: 'unknown' }), 'auth'))).toBe('An unknown error occurred during authentication');
    expect(english(errorMessage(trpcError({ reason: 'somethingNew', detail: '  ' }), 'auth'))).toBe('An unknown error occurred during authentication');
    expect(english(errorMessage(new Error('network'), 'auth'))).toBe('An unknown error occurred during authentication');
  });
  it('without a reason, reads the transport status', () => {
    expect(errorMessage(trpcError({ code: 'TOO_MANY_REQUESTS' }), 'auth')).toEqual({ key: 'auth.errors.tooManyAttempts' });
    expect(errorMessage(trpcError({ code: 'BAD_REQUEST' }), 'auth')).toEqual({ key: 'auth.errors.invalidInput' });
  });
});

describe('profile errors', () => {
  it('shows the docs/product-rules.md §5 name rule the server names, else the save failure', () => {
    expect(english(errorMessage(trpcError({ appCode: 'BAD_INPUT', reason: 'nameTooLong' }), 'profile'))).toBe('Name must be less than 15 characters');
    expect(errorMessage(trpcError({ appCode: 'BAD_INPUT', reason: 'toString' }), 'profile')).toEqual({ key: 'profile.errors.saveFailed' });
    expect(errorMessage(trpcError({ appCode: 'UPSTREAM' }), 'profile')).toEqual({ key: 'profile.errors.saveFailed' });
  });
});

describe('subscription errors: by code, never by English text', () => {
  it('reads the route code', () => {
    expect(english(errorMessage(routeError('NO_SUBSCRIPTION'), 'subscription.update'))).toBe('No active subscription found');
    expect(english(errorMessage(routeError('NO_TOKEN'), 'subscription.update'))).toBe('No authentication token found');
    expect(english(errorMessage(routeError('UNAUTHORIZED'), 'subscription.update'))).toBe('No authentication token found');
    expect(english(errorMessage(routeError('NO_TOKEN'), 'subscription.checkout'))).toBe('No authentication token found');
    expect(english(errorMessage(routeError('CHECKOUT_FAILED'), 'subscription.checkout'))).toBe('Could not start checkout. Please try again.');
  });
  it("falls back to the failed call's own message for any other answer", () => {
    expect(errorMessage(routeError('CSRF'), 'subscription.update')).toEqual({ key: 'subscription.errors.updateFailed' });
    expect(errorMessage(routeError(undefined), 'subscription.update')).toEqual({ key: 'subscription.errors.updateFailed' });
    expect(errorMessage(routeError('constructor'), 'subscription.checkout')).toEqual({ key: 'subscription.errors.checkoutFailed' });
    // The English sentence alone decides nothing.
    expect(errorMessage(new Error('No active subscription found'), 'subscription.update')).toEqual({ key: 'subscription.errors.updateFailed' });
  });
});

describe('generic errors', () => {
  it('maps a domain code carried by the error formatter', () => {
    expect(errorMessage(trpcError({ appCode: 'SUBSCRIPTION_INVALID' }), 'generic')).toEqual({ key: 'errors.SUBSCRIPTION_INVALID' });
    expect(english(errorMessage(trpcError({ appCode: 'USER_NOT_FOUND' }), 'generic'))).toBe('User data not found in DynamoDB');
  });
  it('falls back to the generic message for anything else', () => {
    expect(errorMessage(new Error('boom'), 'generic')).toEqual({ key: 'errors.generic' });
    expect(errorMessage(trpcError({ appCode: 'DROP TABLE' }), 'generic')).toEqual({ key: 'errors.generic' });
    expect(errorMessage(null, 'generic')).toEqual({ key: 'errors.generic' });
  });
});

describe('catalogues', () => {
  it('have a message for every domain code and every auth reason in both languages', () => {
    for (const code of Object.keys(ERROR_CODES)) {
      expect(en.errors).toHaveProperty(code);
      expect(es.errors).toHaveProperty(code);
    }
    for (const code of AUTH_ERROR_CODES) {
      expect(en.auth.errors).toHaveProperty(code);
      expect(es.auth.errors).toHaveProperty(code);
    }
    expect(en.errors.USER_NOT_FOUND).toBe('User data not found in DynamoDB');
    expect(en.errors.USER_EMAIL_NOT_FOUND).toBe('User email not found');
    expect(es.errors.detail).toBe('{{detail}}');
  });
});
