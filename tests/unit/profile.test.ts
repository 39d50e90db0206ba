import { describe, expect, it } from 'vitest';
import { displayName, NAME_ERRORS, nameError, normalizeName } from '~/domain/profile';
import { isEmail } from '~/domain/sign-in';

describe('display name (docs/product-rules.md §3)', () => {
  it('uses the trimmed name, else the login email', () => {
    expect(displayName({ user_email: 'ana@example.com', name: '  Ana  ' })).toBe('Ana');
    expect(displayName({ user_email: 'ana@example.com', name: '   ' })).toBe('ana@example.com');
    expect(displayName({ user_email: 'ana@example.com' })).toBe('ana@example.com');
  });
});

describe('name rules (docs/product-rules.md §5)', () => {
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

describe('name rules at every boundary (docs/product-rules.md §5, §9: 2 to 15 characters)', () => {
  it('counts characters after trimming: 1 is too short, 2 and 15 pass, 16 is too long', () => {
    expect(nameError('A')).toBe('nameTooShort');
    expect(nameError('   Á   ')).toBe('nameTooShort');
    expect(nameError('')).toBe('nameTooShort');
    expect(nameError('Al')).toBeNull();
    expect(nameError('  Al  ')).toBeNull();
    expect(nameError('Maximiliana Ruz')).toBeNull();
    expect('Maximiliana Ruz').toHaveLength(15);
    expect(nameError('   Maximiliana Ruz   ')).toBeNull();
    expect(nameError('Maximiliana Ruiz')).toBe('nameTooLong');
    expect('Maximiliana Ruiz').toHaveLength(16);
  });
  it('refuses digits anywhere', () => {
    for (const name of ['Ana1', '1Ana', 'An4 Ruiz', '007']) expect(nameError(name), name).toBe('nameInvalidChars');
  });
  it('refuses apostrophes and other symbols (only letters, spaces and hyphens pass)', () => {
    for (const name of ["O'Brien", 'O’Brien', 'Ana.', 'Ana_María', 'Ana@Ruiz', 'Ana!', 'Ana & Luis', 'Ana/Luis', 'José (Pepe)', 'Ana, Luis', 'Ana<b>', 'Ana\tRuiz', 'Ana 😀'])
      expect(nameError(name), name).toBe('nameInvalidChars');
  });
  it('accepts Spanish accented letters, ñ and ü, in either Unicode form', () => {
    for (const name of ['José', 'Ángela', 'Íñigo', 'Begoña', 'ÑANDÚ', 'Agüero', 'Inés Peña', 'Jose\u0301 Nun\u0303ez']) expect(nameError(name), name).toBeNull();
  });
  it('accepts hyphens and single or repeated spaces between words', () => {
    for (const name of ['Ana-María', 'Jean-Luc', 'Ana María', 'Ana    María']) expect(nameError(name), name).toBeNull();
  });
  it('an error message outside the three SPEC rules is the fallback', () => {
    expect(nameError(undefined)).toBe('nameInvalid');
    expect(nameError(null)).toBe('nameInvalid');
    expect(NAME_ERRORS.nameInvalid).toBe('Invalid name format');
  });
  it('on save, collapses repeated whitespace of any kind, trims, and keeps at most 15 characters', () => {
    expect(normalizeName('Ana    María')).toBe('Ana María');
    expect(normalizeName('\tAna \n  María\u00a0 ')).toBe('Ana María');
    expect(normalizeName('Maximiliana Ruz')).toBe('Maximiliana Ruz');
    expect(normalizeName('Maximiliana Ruiz')).toBe('Maximiliana Rui');
    expect(normalizeName('Íñigo-Peña')).toBe('Íñigo-Peña');
  });
});

describe('email format (docs/product-rules.md §5: something, an @, something, a dot, something, no spaces)', () => {
  it('accepts the shapes the rule describes', () => {
    for (const email of ['ana@example.com', 'a@b.c', 'ana.maria+jobs@mail.example.co.uk', 'ana-ruiz@sub-domain.es', 'íñigo@correo.es']) expect(isEmail(email), email).toBe(true);
  });
  it('refuses a missing part, a missing dot after the @, a second @ and any space', () => {
    for (const email of [
      '',
      'ana',
      'ana@',
      '@example.com',
      'ana@example',
      'ana@example.',
      'ana@.com',
      'ana@@example.com',
      'ana@exa@mple.com',
      'ana @example.com',
      'ana@exa mple.com',
      ' ana@example.com',
      'ana@example.com ',
      'ana@example.\tcom',
    ])
      expect(isEmail(email), JSON.stringify(email)).toBe(false);
  });
});
