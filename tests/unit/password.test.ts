import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH, unmetPasswordRules } from '~/domain/password';
import { isCommonPassword } from '~/server/auth/common-passwords';

describe('the password rule', () => {
  it('asks for 12 characters and nothing else: passphrases and any characters are welcome', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(12);
    expect(unmetPasswordRules('lluvia en la sierra')).toEqual([]);
    expect(unmetPasswordRules('alllowercase')).toEqual([]);
    expect(unmetPasswordRules('Contraseña#1')).toEqual([]);
    // Characters as a person counts them: 12 emoji are 12 characters (24 UTF-16 units).
    expect(unmetPasswordRules('🙂'.repeat(12))).toEqual([]);
    expect(unmetPasswordRules('🙂'.repeat(11))).toEqual(['length']);
  });

  it('refuses anything shorter, whatever it mixes', () => {
    expect(unmetPasswordRules('x')).toEqual(['length']);
    expect(unmetPasswordRules('Ab1#xyz.Q9!')).toEqual(['length']);
  });
});

describe('the common-password check', () => {
  it('finds common and breached passwords of 12 characters or more, whatever their case or surrounding space', async () => {
    expect(await isCommonPassword('qwertyuiop123')).toBe(true);
    expect(await isCommonPassword('1q2w3e4r5t6y')).toBe(true);
    expect(await isCommonPassword('  QWERTYUIOP123 ')).toBe(true);
  });

  it('lets uncommon passphrases and the demo password through', async () => {
    expect(await isCommonPassword('lluvia en la sierra de gredos')).toBe(false);
    expect(await isCommonPassword('RumboDemo#2026')).toBe(false);
  });
});
