import { fieldChoices, locationChoices, type TChoice } from './job-choices';
import type { TLocale } from './locale';
import type { TInBoth, TJob, TJobLabels, TNamedChoices, TPreferenceOptions } from './jobs-schema';
import { fieldLabel, placeLabel } from './text-match';

/** What `name` gives in each interface language. */
const inBoth = <TName>(name: (locale: TLocale) => TName) => ({ en: name('en'), es: name('es') });

/** A job with its place and field named in each interface language (the tRPC answers that list jobs send these). */
export function labelJob<TListed extends Pick<TJob, 'location' | 'role_type'>>(job: TListed): TListed & { labels: TJobLabels } {
  return { ...job, labels: inBoth((locale) => ({ place: placeLabel(job.location ?? '', locale), field: fieldLabel(job.role_type ?? '', locale) })) };
}

/** The offered places (broad ones first) and fields, one per spelling, each named in both interface languages. */
export function namedChoices(options: TPreferenceOptions): TNamedChoices {
  const named = (label: (value: string, locale: TLocale) => string) => (choice: TChoice) => ({ ...choice, labels: inBoth((locale) => label(choice.value, locale)) });
  return { locations: locationChoices(options.locations).map(named(placeLabel)), fields: fieldChoices(options.role_types).map(named(fieldLabel)) };
}

/** An application with its place named in each interface language (as a listed job's). */
export function labelApplication<TShown extends { location?: string | null }>(application: TShown): TShown & { placeLabels?: TInBoth } {
  const { location } = application;
  return location ? { ...application, placeLabels: inBoth((locale) => placeLabel(location, locale)) } : application;
}
