/** SPEC §3: the name shown for a user, falling back to the login email when missing or blank. */
export function displayName(record: { user_email: string; name?: string | null }): string {
  return record.name?.trim() || record.user_email;
}
