import { describe, expect, it } from 'vitest';
import { EMPTY_PREFERENCES, fallbackJobs, filterJobs, hasCompany, personalizedJobs, ZJobPreferencesInput, ZJobUrl } from '~/domain/jobs';

const job = (n: number, fields: object = {}) => ({
  job_url: `https://j.example/${n}`,
  company: 'Acme',
  title: 'Engineer',
  location: 'Madrid',
  role_type: 'Software',
  creation_date: n,
  ...fields,
});
const prefs = (p: Partial<typeof EMPTY_PREFERENCES>) => ({ ...EMPTY_PREFERENCES, ...p });

describe('job rules (SPEC §5)', () => {
  it('drops jobs with an empty or missing company', () => {
    expect(
      [job(1), job(2, { company: '' }), job(3, { company: ' ' }), job(4, { company: null }), job(5, { company: undefined })].filter(hasCompany).map((j) => j.creation_date),
    ).toEqual([1]);
  });
  it('filters the fallback by case-insensitive substrings, empty lists filter nothing, newest first, missing date as 0', () => {
    const jobs = [job(1, { location: 'MADRID, España' }), job(3, { location: 'Lima' }), job(2, { role_type: 'Data' }), job(4, { creation_date: null })];
    expect(fallbackJobs(jobs, prefs({ locations: ['madrid'], fields: ['SOFT'] })).map((j) => j.job_url)).toEqual(['https://j.example/1', 'https://j.example/4']);
    expect(fallbackJobs(jobs, EMPTY_PREFERENCES).map((j) => j.creation_date)).toEqual([3, 2, 1, null]);
    expect(fallbackJobs(jobs, prefs({ excluded_companies: ['acme'] }))).toEqual([]);
  });
  it('ranks personalised jobs by field, then location, then recency; no preferences means none', () => {
    const jobs = [job(1, { location: 'Lima' }), job(2, { role_type: 'Data', location: 'Madrid' }), job(3), job(4, { location: 'Lima' })];
    expect(personalizedJobs(jobs, prefs({ locations: ['madrid', 'lima'], fields: ['software'] })).map((j) => j.creation_date)).toEqual([4, 3, 1]);
    expect(personalizedJobs(jobs, prefs({ excluded_titles: ['engineer'] }))).toEqual([]);
  });
  it('matches filters literally', () => {
    const jobs = [job(1, { title: 'C++ (Senior)' }), job(2)];
    expect(filterJobs(jobs, { search: 'c++ (' }).map((j) => j.creation_date)).toEqual([1]);
    expect(filterJobs(jobs, { search: '.*' })).toEqual([]);
  });
  it('accepts only absolute http(s) job URLs', () => {
    expect(ZJobUrl.safeParse('https://jobs.example/a?b=c').success).toBe(true);
    for (const bad of ['jobs.example/a', 'javascript:alert(1)', 'mailto:a@b.c', '', `https://x.example/${'a'.repeat(2048)}`]) expect(ZJobUrl.safeParse(bad).success).toBe(false);
  });
  it('limits preference lists to 50 entries of 1 to 100 characters, trimmed and without duplicates', () => {
    expect(ZJobPreferencesInput.parse({ locations: [' Lima', 'Lima '] })).toEqual({ locations: ['Lima'], fields: [], excluded_companies: [], excluded_titles: [] });
    expect(ZJobPreferencesInput.safeParse({ locations: Array.from({ length: 51 }, (_, i) => `${i}`) }).success).toBe(false);
    expect(ZJobPreferencesInput.safeParse({ fields: ['x'.repeat(101)] }).success).toBe(false);
    expect(ZJobPreferencesInput.safeParse({ fields: ['  '] }).success).toBe(false);
  });
});
