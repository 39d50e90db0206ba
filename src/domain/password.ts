/**
 * The one password rule (ASVS level 2): at least 12 characters, any characters at all (passphrases
 * welcome, no composition rules), and not a commonly used or breached password (checked on the
 * server against a list shipped with the app, src/server/auth/common-passwords.ts). Checked on the
 * server for sign-up, a first-sign-in new password, a reset and a change; the length is shown
 * beside the field as one types.
 */
export const PASSWORD_RULES = ['length'] as const;
export type TPasswordRule = (typeof PASSWORD_RULES)[number];
export const PASSWORD_MIN_LENGTH = 12;

const TESTS: Record<TPasswordRule, (password: string) => boolean> = {
  // Characters as a person counts them (an emoji or an accented letter is one).
  length: (password) => [...password].length >= PASSWORD_MIN_LENGTH,
};

/** The rules a password does not meet yet, in display order; empty when it is acceptable (the common-password check aside). */
export function unmetPasswordRules(password: string): TPasswordRule[] {
  return PASSWORD_RULES.filter((rule) => !TESTS[rule](password));
}
