// The job URL and preference-list rules: zod-free, and apart from ./lists.ts, so the schemas
// (./schema.ts) and the forms apply the same functions and no module imports one that imports it.
import { JOB_LIMITS } from './limits';

export const JOB_URL_MAX = 2048;

/** The job URL rule: an absolute http(s) address with a host, at most 2,048 characters. */
export function isJobUrl(value: string): boolean {
  if (value.length > JOB_URL_MAX) return false;
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
