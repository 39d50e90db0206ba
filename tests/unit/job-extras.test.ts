import { describe, expect, it } from 'vitest';
import type { TJob } from '~/domain/jobs/lists';
import { withExtras } from '../../scripts/lib/job-extras';

const job = (job_url: string): TJob => ({ job_url, company: 'Acme', location: 'Madrid, España', role_type: 'Data Science', creation_date: 0 });

describe('npm run match: the language and remote flag a JSON feed gives each job', () => {
  it('are kept for every readable element, whatever else the feed holds', () => {
    const feed = JSON.stringify([{ job_url: 'https://x.example/1', language: 'es', remote: true }, null, 'stray', { job_url: 'https://x.example/2', language: 'en' }]);
    expect(withExtras(feed, [job('https://x.example/1'), job('https://x.example/2')]).map(({ language, remote }) => ({ language, remote }))).toEqual([
      { language: 'es', remote: true },
      { language: 'en', remote: undefined },
    ]);
  });
  it('leave the jobs as they are for a feed that is not JSON', () => {
    expect(withExtras('job_url,company\n', [job('https://x.example/1')])).toEqual([job('https://x.example/1')]);
  });
});
