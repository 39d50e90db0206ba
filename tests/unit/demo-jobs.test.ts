import { describe, expect, it } from 'vitest';
import { generateDemoJobs } from '~/local/demo-jobs';

const ANCHOR = Date.UTC(2026, 10, 22);

describe('demo jobs', () => {
  const jobs = generateDemoJobs(ANCHOR);
  it('are at least 2,000, unique by URL and within the last 30 days', () => {
    expect(jobs.length).toBeGreaterThanOrEqual(2000);
    expect(new Set(jobs.map((j) => j.job_url)).size).toBe(jobs.length);
    for (const job of jobs) {
      expect(job.creation_date).toBeLessThanOrEqual(ANCHOR);
      expect(job.creation_date).toBeGreaterThan(ANCHOR - 30 * 86_400_000);
    }
  });
  it('span English- and Spanish-speaking places and many fields, some without company', () => {
    expect(jobs.some((j) => j.location.includes('España'))).toBe(true);
    expect(jobs.some((j) => j.location.includes('México'))).toBe(true);
    expect(jobs.some((j) => j.location.includes('UK'))).toBe(true);
    expect(new Set(jobs.map((j) => j.role_type)).size).toBeGreaterThanOrEqual(10);
    const empty = jobs.filter((j) => j.company === '').length;
    expect(empty).toBeGreaterThan(0);
    expect(empty).toBeLessThan(jobs.length * 0.1);
  });
  it('are identical for the same seed', () => {
    expect(generateDemoJobs(ANCHOR)).toEqual(jobs);
    expect(generateDemoJobs(ANCHOR, 10, 7)).not.toEqual(jobs.slice(0, 10));
  });
});
