// Its own module: the /jobs page reads its address with these, without the search code and its term tables.
import { JOB_LIMITS } from './limits';

/** Filter text holds no control characters: it is matched literally as a substring, never as a pattern. */
export const FILTER_TEXT_PATTERN = /^[^\u0000-\u001f\u007f]*$/;

/** Filter text as an address may carry it: trimmed, or '' when too long or unreadable (the rule ZFilterValue checks). */
export function readFilterText(value: string | null): string {
  const text = (value ?? '').trim();
  return text.length <= JOB_LIMITS.filterLength && FILTER_TEXT_PATTERN.test(text) ? text : '';
}

/** How the /jobs page orders its list: newest first, or best fit to the search and the preferences. */
export const JOB_SORTS = ['newest', 'match'] as const;

export type TJobSort = (typeof JOB_SORTS)[number];
