import { describe, expect, it } from 'vitest';
import { displayName, NAME_ERRORS, nameError, normalizeName } from '~/domain/profile';

describe('display name (SPEC §3)', () => {
  it('uses the trimmed name, else the login email', () => {
    expect(displayName({ user_email: 'ana@example.com', name: '  Ana  ' })).toBe('Ana');
    expect(displayName({ user_email: 'ana@example.com', name: '   ' })).toBe('ana@example.com');
    expect(displayName({ user_email: 'ana@example.com' })).toBe('ana@example.com');
  });
});

describe('name rules (SPEC §5)', () => {
  it('answers the first broken rule with its SPEC message', () => {
    expect(nameError(' A ')).toBe('nameTooShort');
    expect(nameError('Maximiliano Jose Ruiz')).toBe('nameTooLong');
    expect(nameError('Ana3')).toBe('nameInvalidChars');
    expect(nameError('Ana <b>')).toBe('nameInvalidChars');
    expect(nameError(42)).toBe('nameInvalid');
    expect(NAME_ERRORS).toEqual({
      nameTooShort: 'Name must be at least 2 characters long',
      nameTooLong: 'Name must be less than 15 characters',
      nameInvalidChars: 'Name cannot contain special characters or numbers',
      nameInvalid: 'Invalid name format',
    });
  });
  it('accepts letters of any alphabet, spaces and hyphens', () => {
    for (const name of ['Ana', 'José-Luis', 'Íñigo Peña', 'Zoë  Ann']) expect(nameError(name), name).toBeNull();
  });
  it('collapses whitespace, trims and cuts to 15 on save', () => {
    expect(normalizeName('  Ana    María  ')).toBe('Ana María');
    expect(normalizeName('Abcdefghijklmnopq')).toBe('Abcdefghijklmno');
  });
});
