import { isKnownStatus, type TApplicationStatus } from './applications';
import type { TApplication } from './applications-schema';

/** Cards a board column shows before "Show more", and rows of the list; each "Show more" adds as many again. */
export const BOARD_PAGE = 10;
export const LIST_PAGE = 25;

/** Lower case, accents off, so "energia" finds "Energía" and "Sevilla" finds "sevilla". */
export const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

type TSearchable = Pick<TApplication, 'title' | 'company' | 'location' | 'notes' | 'contact'>;

/**
 * The applications whose title, company, place, contact or notes hold every word of `query`
 * (any order, any case, accents ignored), in their order; all of them for an empty query.
 */
export function searchApplications<T extends TSearchable>(
  applications: readonly T[],
  query: string,
  placeOf: (application: T) => string | null | undefined = (a) => a.location,
): T[] {
  const words = folded(query).split(/\s+/).filter(Boolean);
  if (!words.length) return [...applications];
  return applications.filter((application) => {
    const text = folded([application.title, application.company, placeOf(application), application.location, application.contact, application.notes].filter(Boolean).join(' \n '));
    return words.every((word) => text.includes(word));
  });
}

/** How many of `total` to show given the pages asked for, and how many remain after them. */
export function windowOf(total: number, pages: number, pageSize: number): { shown: number; remaining: number } {
  const shown = Math.min(total, Math.max(1, pages) * pageSize);
  return { shown, remaining: total - shown };
}

/** The longest search the address carries (a person types a few words; the rest is dropped). */
export const TRACKER_QUERY_MAX = 200;

/** What the tracker shows, as its address carries it: `?status=INTERVIEW&search=madrid`, as `/jobs` names its search. */
export type TTrackerShown = { status: TApplicationStatus | null; search: string };

/** The status and search an address asks for; an unknown status or a repeated key is no filter. */
export function trackerShownFrom(params: Record<string, string | string[] | undefined>): TTrackerShown {
  const { status, search } = params;
  return { status: typeof status === 'string' && isKnownStatus(status) ? status : null, search: typeof search === 'string' ? search.slice(0, TRACKER_QUERY_MAX) : '' };
}

/** `search` (an address's query, e.g. `?add=1&status=SAVED`) with the status and search set to `shown`, other keys kept. */
export function withTrackerShown(search: string, shown: TTrackerShown): string {
  const params = new URLSearchParams(search);
  if (shown.status) params.set('status', shown.status);
  else params.delete('status');
  if (shown.search.trim()) params.set('search', shown.search.slice(0, TRACKER_QUERY_MAX));
  else params.delete('search');
  const next = params.toString();
  return next ? `?${next}` : '';
}
