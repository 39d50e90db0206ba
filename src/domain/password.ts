/**
 * The one password rule, the same as the user-pool policy Rumbo documents: at least 8 characters
 * with a lower-case letter, an upper-case letter, a digit and a symbol. Checked on the server for
 * sign-up, a first-sign-in new password, a reset and a change; shown beside the field as one types.
 */
export const PASSWORD_RULES = ['length', 'lower', 'upper', 'digit', 'symbol'] as const;
export type TPasswordRule = (typeof PASSWORD_RULES)[number];
export const PASSWORD_MIN_LENGTH = 8;

const TESTS: Record<TPasswordRule, (password: string) => boolean> = {
  length: (password) => [...password].length >= PASSWORD_MIN_LENGTH,
  lower: (password) => /\p{Ll}/u.test(password),
  upper: (password) => /\p{Lu}/u.test(password),
  digit: (password) => /\p{Nd}/u.test(password),
  // Anything that is not a letter, a digit or white space counts, as the pool's policy counts it.
  symbol: (password) => /[^\p{L}\p{Nd}\s]/u.test(password),
};

/** The rules a password does not meet yet, in display order; empty when it is acceptable. */
export function unmetPasswordRules(password: string): TPasswordRule[] {
  return PASSWORD_RULES.filter((rule) => !TESTS[rule](password));
}
