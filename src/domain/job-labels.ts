import { fieldChoices, locationChoices } from './job-choices';
import type { TJob, TJobLabels, TNamedChoices, TPreferenceOptions } from './jobs-schema';
import { fieldLabel, placeLabel } from './text-match';

/** A job with its place and field named in each interface language (the tRPC answers that list jobs send these). */
export function labelJob<TListed extends Pick<TJob, 'location' | 'role_type'>>(job: TListed): TListed & { labels: TJobLabels } {
  const names = (locale: 'en' | 'es') => ({ place: placeLabel(job.location ?? '', locale), field: fieldLabel(job.role_type ?? '', locale) });
  return { ...job, labels: { en: names('en'), es: names('es') } };
}

/** The offered places (broad ones first) and fields, one per spelling, each named in both interface languages. */
export function namedChoices(options: TPreferenceOptions): TNamedChoices {
  const named = (label: (value: string, locale: 'en' | 'es') => string) => (choice: { value: string; isBroad: boolean }) => ({
    ...choice,
    labels: { en: label(choice.value, 'en'), es: label(choice.value, 'es') },
  });
  return { locations: locationChoices(options.locations).map(named(placeLabel)), fields: fieldChoices(options.role_types).map(named(fieldLabel)) };
}

/** An application with its place named in each interface language (as a listed job's). */
export function labelApplication<TShown extends { location?: string | null }>(application: TShown): TShown & { placeLabels?: { en: string; es: string } } {
  const { location } = application;
  return location ? { ...application, placeLabels: { en: placeLabel(location, 'en'), es: placeLabel(location, 'es') } } : application;
}
