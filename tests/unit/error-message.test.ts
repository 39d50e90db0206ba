import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import es from '../../messages/es.json';
import { errorMessageKey } from '~/domain/error-message';
import { ERROR_CODES } from '~/domain/errors';

describe('error codes to translated messages', () => {
  it('maps a domain code carried by the error formatter', () => {
    expect(errorMessageKey({ data: { appCode: 'SUBSCRIPTION_INVALID' } })).toBe('errors.SUBSCRIPTION_INVALID');
  });
  it('falls back to the generic message for anything else', () => {
    expect(errorMessageKey(new Error('boom'))).toBe('errors.generic');
    expect(errorMessageKey({ data: { appCode: 'DROP TABLE' } })).toBe('errors.generic');
    expect(errorMessageKey(null)).toBe('errors.generic');
  });
  it('has a message for every code in both languages', () => {
    for (const code of Object.keys(ERROR_CODES)) {
      expect(en.errors).toHaveProperty(code);
      expect(es.errors).toHaveProperty(code);
    }
    expect(en.errors.USER_NOT_FOUND).toBe('User data not found in DynamoDB');
    expect(en.errors.USER_EMAIL_NOT_FOUND).toBe('User email not found');
  });
});
