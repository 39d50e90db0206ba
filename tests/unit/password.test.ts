import { describe, expect, it } from 'vitest';
import { unmetPasswordRules } from '~/domain/password';

describe('the password rule', () => {
  it('accepts 8 characters with lower, upper, digit and symbol', () => {
    expect(unmetPasswordRules('Pass#2026')).toEqual([]);
    expect(unmetPasswordRules('Contraseña#1')).toEqual([]);
  });

  it('names each rule a password misses, in order', () => {
    expect(unmetPasswordRules('x')).toEqual(['length', 'upper', 'digit', 'symbol']);
    expect(unmetPasswordRules('Ab1#xyz')).toEqual(['length']);
    expect(unmetPasswordRules('ABCDEFG1#')).toEqual(['lower']);
    expect(unmetPasswordRules('abcdefg1#')).toEqual(['upper']);
    expect(unmetPasswordRules('Abcdefgh#')).toEqual(['digit']);
    expect(unmetPasswordRules('Abcdefgh1')).toEqual(['symbol']);
    // White space is not a symbol.
    expect(unmetPasswordRules('Abcdefg1 ')).toEqual(['symbol']);
  });
});
