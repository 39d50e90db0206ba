// The job URL and preference-list rules: zod-free, and apart from ./lists.ts, so the schemas
// (./schema.ts) and the forms apply the same functions and no module imports one that imports it.
import { JOB_LIMITS } from './limits';

/**
 * At most 1,024 bytes (UTF-8): a job URL is the sort key of a person's applications, and the
 * database refuses a longer sort key (prisma-free.md), which a person would meet as a failed Save.
 */
export const JOB_URL_MAX = 1024;

const utf8 = new TextEncoder();

/** The job URL rule: an absolute http(s) address with a host, at most 1,024 bytes. */
export function isJobUrl(value: string): boolean {
  if (value.length > JOB_URL_MAX || utf8.encode(value).length > JOB_URL_MAX) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/**
 * A preference list as saved: at most `preferenceEntries` entries of 1 to `preferenceLength`
 * characters once trimmed, duplicates removed; null when the list breaks a rule. The server's
 * schema (./schema.ts) and the preferences form apply this same function.
 */
export function cleanPreferenceList(list: readonly string[]): string[] | null {
  if (list.length > JOB_LIMITS.preferenceEntries) return null;
  const trimmed = list.map((entry) => entry.trim());
  return trimmed.every((entry) => entry.length >= 1 && entry.length <= JOB_LIMITS.preferenceLength) ? [...new Set(trimmed)] : null;
}
