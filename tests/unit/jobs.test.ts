import { describe, expect, it } from 'vitest';
import { filterJobs, filtersOf, sortJobs } from '~/domain/jobs/search';
import { ZLatestInput } from '~/domain/jobs/search-schema';
import { cleanPreferences, EMPTY_PREFERENCES, fallbackJobs, hasCompany, personalizedJobs } from '~/domain/jobs/lists';
import { ZJobPreferencesInput, ZJobUrl } from '~/domain/jobs/schema';

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

describe('job rules (docs/product-rules.md §5)', () => {
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
  it('applies the fallback rule to normalised forms: accents, case and English or Spanish names alike', () => {
    const jobs = [
      job(1, { location: 'Remoto (España)' }),
      job(2, { location: 'Remoto (LatAm)', role_type: 'Software Engineering' }),
      job(3, { location: 'Remote (US)' }),
      job(4, { location: 'Ciudad de México, México' }),
      job(5, { location: 'Lima, Perú', role_type: 'Data Science' }),
    ];
    const urls = (list: { job_url: string }[]) => list.map((j) => j.job_url.split('/').pop());
    expect(urls(fallbackJobs(jobs, prefs({ locations: ['Remote'] })))).toEqual(['3', '2', '1']);
    expect(urls(fallbackJobs(jobs, prefs({ locations: ['remoto'] })))).toEqual(['3', '2', '1']);
    expect(urls(fallbackJobs(jobs, prefs({ locations: ['Mexico City', 'peru'] })))).toEqual(['5', '4']);
    expect(urls(fallbackJobs(jobs, prefs({ locations: ['Remote'], fields: ['Ingeniería de software'] })))).toEqual(['2']);
    expect(urls(personalizedJobs(jobs, prefs({ locations: ['España'] })))).toEqual(['1']);
    expect(urls(fallbackJobs(jobs, prefs({ excluded_companies: ['ACMÉ'] })))).toEqual([]);
  });
  it('accepts only absolute http(s) job URLs', () => {
    expect(ZJobUrl.safeParse('https://jobs.example/a?b=c').success).toBe(true);
    for (const bad of ['jobs.example/a', 'javascript:alert(1)', 'mailto:a@b.c', '', `https://x.example/${'a'.repeat(2048)}`]) expect(ZJobUrl.safeParse(bad).success).toBe(false);
    // The applications' sort key holds at most 1,024 bytes: counted in UTF-8, not in characters.
    expect(ZJobUrl.safeParse(`https://x.example/${'a'.repeat(1024 - 18)}`).success).toBe(true);
    expect(ZJobUrl.safeParse(`https://x.example/${'a'.repeat(1024 - 17)}`).success).toBe(false);
    expect(ZJobUrl.safeParse(`https://x.example/${'é'.repeat(600)}`).success).toBe(false);
  });
  it('limits preference lists to 50 entries of 1 to 100 characters, trimmed and without duplicates', () => {
    expect(ZJobPreferencesInput.parse({ locations: [' Lima', 'Lima '] })).toEqual({ locations: ['Lima'], fields: [], excluded_companies: [], excluded_titles: [] });
    expect(ZJobPreferencesInput.safeParse({ locations: Array.from({ length: 51 }, (_, i) => `${i}`) }).success).toBe(false);
    expect(ZJobPreferencesInput.safeParse({ fields: ['x'.repeat(101)] }).success).toBe(false);
    expect(ZJobPreferencesInput.safeParse({ fields: ['  '] }).success).toBe(false);
  });
  it('the preferences form applies the same rule without the schema', () => {
    const draft = { ...EMPTY_PREFERENCES, locations: [' Lima', 'Lima '], excluded_titles: ['Intern'] };
    expect(cleanPreferences(draft)).toEqual(ZJobPreferencesInput.parse(draft));
    expect(cleanPreferences({ ...draft, fields: ['x'.repeat(101)] })).toBeNull();
    expect(cleanPreferences({ ...draft, excluded_companies: Array.from({ length: 51 }, (_, i) => `${i}`) })).toBeNull();
    expect(cleanPreferences({ ...draft, locations: ['  '] })).toBeNull();
  });
});

describe('the /jobs filters and sort', () => {
  const jobs = [
    job(1, { title: 'Ingeniera de Analítica', location: 'Remoto (España)', role_type: 'Data Science', remote: true }),
    job(2, { title: 'Backend Engineer', location: 'Mexico City, Mexico', role_type: 'Software Engineering' }),
    job(3, { title: 'Diseñadora de Producto', location: 'Madrid, España', role_type: 'Design' }),
    job(4, { title: 'Data Analyst', location: 'Remote (US)', role_type: 'Data Science' }),
    job(5, { title: 'Analytics Engineer', location: 'Ciudad de México, México', role_type: 'Data Science' }),
  ];
  const dates = (list: { creation_date?: number | null }[]) => list.map((j) => j.creation_date);

  it('searches without accents or case and across languages', () => {
    expect(dates(filterJobs(jobs, { search: 'analitica' }))).toEqual([1]);
    expect(dates(filterJobs(jobs, { search: 'ANALÍTICA' }))).toEqual([1]);
    expect(dates(filterJobs(jobs, { search: 'ciudad de mexico' }))).toEqual([2, 5]);
    expect(dates(filterJobs(jobs, { search: 'ingeniería de software' }))).toEqual([2]);
  });
  it('searches a region as its countries too, in either language, with the other words still required', () => {
    const places = [
      job(11, { title: 'Product Designer', location: 'Berlin, Germany', role_type: 'Design' }),
      job(12, { title: 'Diseñadora de Producto', location: 'Lisboa, Portugal', role_type: 'Design' }),
      job(13, { title: 'Backend Engineer', location: 'Remote (EMEA)', role_type: 'Software Engineering' }),
      job(14, { title: 'Product Designer', location: 'Bogotá, Colombia', role_type: 'Design' }),
      job(15, { title: 'Data Analyst', location: 'Remoto (LATAM)', role_type: 'Data Science' }),
      job(16, { title: 'Product Designer', location: 'Austin, TX, United States', role_type: 'Design' }),
    ];
    for (const europe of ['Europe', 'europa', 'Unión Europea', 'UE']) expect(dates(filterJobs(places, { search: europe })), europe).toEqual([11, 12, 13]);
    for (const latam of ['LATAM', 'Latinoamérica', 'América Latina']) expect(dates(filterJobs(places, { search: latam })), latam).toEqual([14, 15]);
    expect(dates(filterJobs(places, { search: 'designer europa' }))).toEqual([11, 12]);
    expect(dates(filterJobs(places, { search: 'diseñador latam' }))).toEqual([14]);
    // Best match puts the title hits first: the region is a place, which no title has to name.
    const lead = job(17, { title: 'UX Lead', location: 'Madrid, España', role_type: 'Design', description: 'Lead our designers.' });
    const found = filterJobs([...places, lead], { search: 'designer europe' });
    expect(dates(found).sort()).toEqual([11, 12, 17]);
    expect(dates(sortJobs(found, 'match', { search: 'designer europe' }))).toEqual([12, 11, 17]);
  });
  it('takes any of several locations and fields, and remote work only', () => {
    expect(dates(filterJobs(jobs, { locations: ['Spain', 'Mexico City'] }))).toEqual([1, 2, 3, 5]);
    expect(dates(filterJobs(jobs, { locations: ['Spain'], fields: ['Diseño', 'Ciencia de datos'] }))).toEqual([1, 3]);
    expect(dates(filterJobs(jobs, { remote: true }))).toEqual([1, 4]);
    expect(dates(filterJobs(jobs, { remote: true, locations: ['EE. UU.'] }))).toEqual([4]);
  });
  it("reads the first clients' one-value filters among the lists", () => {
    const input = ZLatestInput.parse({ location: 'Lima', locations: ['Quito'], field: 'Design' });
    expect(filtersOf(input)).toEqual({ search: undefined, locations: ['Quito', 'Lima'], fields: ['Design'], remote: undefined });
    expect(ZLatestInput.safeParse({ locations: Array.from({ length: 21 }, (_, i) => `City ${i}`) }).success).toBe(false);
    expect(ZLatestInput.safeParse({ sort: 'random' }).success).toBe(false);
  });
  it('sorts newest first, or best match: search in the title, then preferred field, then location', () => {
    expect(dates(sortJobs(jobs, 'newest', {}))).toEqual([5, 4, 3, 2, 1]);
    const preferences = prefs({ fields: ['Ciencia de datos'], locations: ['Remote'] });
    expect(dates(sortJobs(jobs, 'match', { preferences }))).toEqual([4, 1, 5, 3, 2]);
    // "engineer" is in three titles, "Ingeniera" among them.
    expect(dates(sortJobs(jobs, 'match', { preferences, search: 'engineer' }))).toEqual([1, 5, 2, 4, 3]);
  });

  it('finds what people type: several words in any order across the job, either gender, either language', () => {
    const postings = [
      job(1, { title: 'Ingeniera Backend', company: 'Fabrikam Energy', location: 'Remoto (España)', role_type: 'Software Engineering' }),
      job(2, { title: 'Diseñador UI', company: 'Contoso', location: 'Ciudad de México, México', role_type: 'Design' }),
      job(3, { title: 'Product Designer', company: 'Northwind', location: 'Madrid, España', role_type: 'Design' }),
      job(4, { title: 'Desarrolladora Frontend', company: 'Tailspin', location: 'Bogotá, Colombia', role_type: 'Software Engineering', description: 'React y TypeScript' }),
    ];
    const found = (search: string) => dates(filterJobs(postings, { search }));
    expect(found('diseñador mexico')).toEqual([2]);
    expect(found('designer madrid')).toEqual([3]);
    expect(found('ingeniero backend')).toEqual([1]);
    expect(found('backend engineer')).toEqual([1]);
    expect(found('diseñadora')).toEqual([2, 3]);
    expect(found('developer typescript')).toEqual([4]);
    expect(found('mexico city designer')).toEqual([2]);
    expect(found('diseñador madrid mexico')).toEqual([]);
  });
});
