import { describe, expect, it } from 'vitest';
import { labelApplication, labelJob, NAMES_KEPT } from '~/domain/jobs/labels';
import { fieldLabel, placeLabel } from '~/domain/text-match';
import { generateDemoJobs } from '~/local/demo-jobs';

const direct = (job: { location?: string | null; role_type?: string | null }) => ({
  en: { place: placeLabel(job.location ?? '', 'en'), field: fieldLabel(job.role_type ?? '', 'en') },
  es: { place: placeLabel(job.location ?? '', 'es'), field: fieldLabel(job.role_type ?? '', 'es') },
});

describe('places and fields named for lists', () => {
  it('name every job as the term tables do, the first time and every time after (names are remembered)', () => {
    const jobs = generateDemoJobs(Date.UTC(2026, 10, 22), 300);
    for (const round of [1, 2]) for (const job of jobs) expect(labelJob(job).labels, `round ${round}: ${job.location} / ${job.role_type}`).toEqual(direct(job));
  });

  it('keep naming right past the memory’s limit, with places people typed', () => {
    for (let typed = 0; typed < NAMES_KEPT + 10; typed++) labelApplication({ location: `Pueblo ${typed}` });
    expect(labelApplication({ location: 'Madrid' }).placeLabels).toEqual({ en: placeLabel('Madrid', 'en'), es: placeLabel('Madrid', 'es') });
    expect(labelApplication({ location: 'Pueblo 3' }).placeLabels).toEqual({ en: placeLabel('Pueblo 3', 'en'), es: placeLabel('Pueblo 3', 'es') });
  });
});
