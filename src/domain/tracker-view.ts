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
