import { describe, expect, it } from 'vitest';
import { generateDemoJobs } from '~/local/demo-jobs';
import { DEMO_COMPANIES } from '~/local/demo-companies';
import { DEMO_ROLES } from '~/local/demo-roles';
import { tokenize } from '~/domain/matching/normalize';
import { findSkills, skillId } from '~/domain/matching/vocabulary';

const ANCHOR = Date.UTC(2026, 10, 22);

// docs/product-rules.md §9.2: the demo postings read like real ones, in both languages, and name real skills.
describe('demo postings', () => {
  const jobs = generateDemoJobs(ANCHOR);

  it('list only skills of the matching vocabulary for every role', () => {
    const unknown = Object.values(DEMO_ROLES)
      .flat()
      .flatMap((role) => [...role.must, ...role.nice])
      .filter((name) => skillId(name) === undefined);
    expect(unknown).toEqual([]);
  });

  it('describe each company without naming a skill, so a posting asks only for what its own paragraphs say', () => {
    const naming = DEMO_COMPANIES.flatMap((company) => company.about.filter((about) => findSkills(tokenize(about)).length > 0).map((about) => `${company.name}: ${about}`));
    expect(naming).toEqual([]);
  });

  it('have a few paragraphs with tasks, requirements and nice-to-haves, in the posting’s language', () => {
    for (const job of jobs) {
      const paragraphs = job.description!.split('\n\n');
      expect(paragraphs.length).toBeGreaterThanOrEqual(5);
      if (job.language === 'es') expect(job.description).toMatch(/Qué harás:[\s\S]*Qué buscamos:[\s\S]*Se valorará:/);
      else expect(job.description).toMatch(/What you will do:[\s\S]*What we are looking for:[\s\S]*Nice to have:/);
    }
  });

  it('name at least six skills the matching engine reads, every one of them', () => {
    const few = jobs.filter((job) => findSkills(tokenize(job.description!)).length < 6).map((job) => job.job_url);
    expect(few).toEqual([]);
  });

  it('state seniority and work mode', () => {
    for (const job of jobs) {
      expect(job.description).toMatch(/(At least|Al menos) \d+ (years?|años?)/);
      expect(job.description).toMatch(/fully remote|100 % en remoto|Hybrid|híbrida|on site|presencial/);
      expect(/fully remote|100 % en remoto/.test(job.description!)).toBe(job.remote);
    }
  });

  it('are posted by many companies, each hiring in fields it works in', () => {
    const listed = jobs.filter((job) => job.company);
    expect(new Set(listed.map((job) => job.company)).size).toBeGreaterThanOrEqual(30);
    const misplaced = listed.filter((job) => !DEMO_COMPANIES.find((company) => company.name === job.company)!.fields.includes(job.role_type));
    expect(misplaced).toEqual([]);
    expect(jobs.filter((job) => job.role_type === 'Healthcare' && job.company === 'Stripe')).toEqual([]);
  });

  it('keep the job list the same apart from their text: same seed, same postings', () => {
    expect(generateDemoJobs(ANCHOR, 50)).toEqual(jobs.slice(0, 50));
    expect(new Set(jobs.map((job) => job.description)).size).toBeGreaterThan(jobs.length * 0.9);
  });
});
