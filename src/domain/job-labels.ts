import type { TJob, TJobLabels } from './jobs-schema';
import { fieldLabel, placeLabel } from './text-match';

/** A job with its place and field named in each interface language (the tRPC answers that list jobs send these). */
export function labelJob<TListed extends Pick<TJob, 'location' | 'role_type'>>(job: TListed): TListed & { labels: TJobLabels } {
  const names = (locale: 'en' | 'es') => ({ place: placeLabel(job.location ?? '', locale), field: fieldLabel(job.role_type ?? '', locale) });
  return { ...job, labels: { en: names('en'), es: names('es') } };
}
