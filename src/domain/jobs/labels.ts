import { createBoundedCache } from '../bounded-cache';
import { fieldChoices, locationChoices, type TChoice } from './choices';
import type { TLocale } from '../locale';
import type { TInBoth, TJob, TJobLabels, TNamedChoices, TPreferenceOptions } from './schema';
import { fieldLabel, placeLabel } from '../text-match';

/** What `name` gives in each interface language. */
const inBoth = <TName>(name: (locale: TLocale) => TName) => ({ en: name('en'), es: name('es') });

/** How many names are kept, the least recently used dropped first (applications' places are typed by people, so there is no end to them). */
export const NAMES_KEPT = 5_000;
const names = createBoundedCache<string, string>({ maxEntries: NAMES_KEPT });

/**
 * A place or field named in one language, worked out once: every list names the same few hundred
 * places and fields again (each a match against the term tables, about a tenth of a list call's
 * work on the server).
 */
function remembered(kind: 'place' | 'field', text: string, locale: TLocale): string {
  const key = `${kind}\u0000${locale}\u0000${text}`;
  let name = names.get(key);
  if (name === undefined) {
    name = kind === 'place' ? placeLabel(text, locale) : fieldLabel(text, locale);
    names.set(key, name);
  }
  return name;
}
const place = (text: string, locale: TLocale) => remembered('place', text, locale);
const field = (text: string, locale: TLocale) => remembered('field', text, locale);

/** A job with its place and field named in each interface language (the tRPC answers that list jobs send these). */
export function labelJob<TListed extends Pick<TJob, 'location' | 'role_type'>>(job: TListed): TListed & { labels: TJobLabels } {
  return { ...job, labels: inBoth((locale) => ({ place: place(job.location ?? '', locale), field: field(job.role_type ?? '', locale) })) };
}

/** The offered places (broad ones first) and fields, one per spelling, each named in both interface languages. */
export function namedChoices(options: TPreferenceOptions): TNamedChoices {
  const named = (label: (value: string, locale: TLocale) => string) => (choice: TChoice) => ({ ...choice, labels: inBoth((locale) => label(choice.value, locale)) });
  return { locations: locationChoices(options.locations).map(named(place)), fields: fieldChoices(options.role_types).map(named(field)) };
}

/** An application with its place named in each interface language (as a listed job's). */
export function labelApplication<TShown extends { location?: string | null }>(application: TShown): TShown & { placeLabels?: TInBoth } {
  const { location } = application;
  return location ? { ...application, placeLabels: inBoth((locale) => place(location, locale)) } : application;
}

/** A person's preferred places and fields, each named in both interface languages (as the choices that offer them are). */
export function labelPreferences(preferences: { locations: readonly string[]; fields: readonly string[] }): { locations: TInBoth[]; fields: TInBoth[] } {
  return {
    locations: preferences.locations.map((value) => inBoth((locale) => place(value, locale))),
    fields: preferences.fields.map((value) => inBoth((locale) => field(value, locale))),
  };
}
