/** docs/product-rules.md §3: the name shown for a user, falling back to the login email when missing or blank. */
export function displayName(record: { user_email: string; name?: string | null }): string {
  return record.name?.trim() || record.user_email;
}

export const NAME_MIN = 2;
export const NAME_MAX = 15;

/** docs/product-rules.md §5 name messages, word for word; the codes are the translation keys. */
export const NAME_ERRORS = {
  nameTooShort: 'Name must be at least 2 characters long',
  nameTooLong: 'Name must be less than 15 characters',
  nameInvalidChars: 'Name cannot contain special characters or numbers',
  nameInvalid: 'Invalid name format',
} as const;
export type TNameError = keyof typeof NAME_ERRORS;

/** docs/product-rules.md §5: the first rule a name breaks, or null. Letters of any alphabet, spaces and hyphens only. */
export function nameError(raw: unknown): TNameError | null {
  if (typeof raw !== 'string') return 'nameInvalid';
  const name = raw.trim();
  if (name.length < NAME_MIN) return 'nameTooShort';
  if (name.length > NAME_MAX) return 'nameTooLong';
  if (!/^[\p{L}\p{M} -]+$/u.test(name)) return 'nameInvalidChars';
  return null;
}

/** docs/product-rules.md §5 on save: repeated whitespace collapsed, trimmed, cut to 15 characters. */
export function normalizeName(name: string): string {
  return name.replace(/\s+/g, ' ').trim().slice(0, NAME_MAX);
}
