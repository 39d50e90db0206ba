import { describe, expect, it } from 'vitest';
import type { TJobAttributes, TResumeAttributes } from '../../scripts/lib/eval/attributes';
import { indexBm25, rankBm25 } from '../../scripts/lib/eval/bm25';
import { grade, locationFit } from '../../scripts/lib/eval/grade';
import { mean, ndcgAt, precisionAt, reciprocalRank } from '../../scripts/lib/eval/metrics';

describe('NDCG@k (gain 2^grade − 1, discount log2(rank + 1))', () => {
  it('is 1 for the ideal order and 0 when nothing relevant is ranked or exists', () => {
    expect(ndcgAt([3, 2, 1, 0], [0, 1, 2, 3], 10)).toBe(1);
    expect(ndcgAt([], [3, 2], 10)).toBe(0);
    expect(ndcgAt([0, 0], [0, 0], 10)).toBe(0);
  });
  it('discounts a perfect job at rank 2 by 1/log2(3)', () => {
    // DCG = 7 / log2(3), ideal = 7 / log2(2) = 7.
    expect(ndcgAt([0, 3], [3, 0], 10)).toBeCloseTo(1 / Math.log2(3), 10);
  });
  it('measures against every graded job, not just the ranked ones (hand-computed)', () => {
    // DCG  = 7 + 3/log2(3) + 0 + 1/log2(5)         = 9.3234658
    // IDCG = 7 + 3/log2(3) + 3/log2(4) + 1/log2(5) = 10.8234658 (the unranked 2 counts in the ideal)
    expect(ndcgAt([3, 2, 0, 1], [3, 2, 1, 0, 0, 2], 10)).toBeCloseTo(0.8614122292, 9);
  });
  it('looks at the first k places only', () => {
    expect(ndcgAt([0, 0, 3], [3], 2)).toBe(0);
    expect(ndcgAt([1, 3], [3, 1], 1)).toBeCloseTo(1 / 7, 10);
  });
});

describe('MRR and P@k (relevant = grade ≥ 2)', () => {
  it('takes the rank of the first job graded 2 or 3', () => {
    expect(reciprocalRank([0, 1, 2, 3])).toBeCloseTo(1 / 3, 10);
    expect(reciprocalRank([3])).toBe(1);
    expect(reciprocalRank([1, 1, 0])).toBe(0);
    expect(reciprocalRank([])).toBe(0);
  });
  it('counts relevant jobs among the first k places; a short list does not shrink the denominator', () => {
    expect(precisionAt([3, 2, 1, 0, 2, 3], 5)).toBeCloseTo(3 / 5, 10);
    expect(precisionAt([3, 2], 5)).toBeCloseTo(2 / 5, 10);
    expect(precisionAt([1, 1, 1, 1, 1], 5)).toBe(0);
  });
  it('averages', () => {
    expect(mean([1, 0, 0.5])).toBeCloseTo(0.5, 10);
    expect(mean([])).toBe(0);
  });
});

describe('the labelled set’s grading rule (eval/match/README.md)', () => {
  const person: TResumeAttributes = {
    id: 'p',
    name: 'Test',
    gender: 'f',
    textLanguage: 'es',
    field: 'software',
    specialty: 'frontend',
    seniority: 3,
    skills: ['javascript', 'react', 'typescript', 'html-css'],
    noiseSkills: ['machine-learning'],
    languages: [
      { code: 'es', level: 'native' },
      { code: 'en', level: 'B1' },
    ],
    city: 'madrid',
    relocation: ['valencia'],
    remote: 'open',
  };
  const job = (fields: Partial<TJobAttributes> = {}): TJobAttributes => ({
    job_url: 'https://j.example/1',
    field: 'software',
    specialty: 'frontend',
    seniority: 3,
    language: 'es',
    requiredSkills: ['javascript', 'react', 'testing', 'git'],
    niceSkills: [],
    mode: 'onsite',
    city: 'madrid',
    remoteRegion: null,
    hasCompany: true,
    ...fields,
  });

  it('gives 3 to the same field, a level apart at most, a fitting place and half the skills', () => {
    expect(grade(person, job())).toBe(3);
    expect(grade(person, job({ seniority: 4, city: 'valencia' }))).toBe(3);
    expect(grade(person, job({ mode: 'remote', city: null, remoteRegion: 'europe' }))).toBe(3);
  });
  it('drops to 2 for a near place or a quarter of the skills, to 1 two levels away or in the wrong country', () => {
    expect(grade(person, job({ city: 'bilbao' }))).toBe(2);
    expect(grade(person, job({ requiredSkills: ['javascript', 'testing', 'git', 'rest'] }))).toBe(2);
    expect(grade(person, job({ requiredSkills: ['testing', 'git', 'rest'] }))).toBe(1);
    expect(grade(person, job({ seniority: 1 }))).toBe(1);
    expect(grade(person, job({ city: 'london' }))).toBe(1);
    expect(grade(person, job({ mode: 'remote', city: null, remoteRegion: 'latam' }))).toBe(1);
  });
  it('gives 0 for a language the person does not work in, three levels apart, another field or no company', () => {
    expect(grade(person, job({ language: 'en' }))).toBe(0);
    expect(grade(person, job({ seniority: 0 }))).toBe(0);
    expect(grade(person, job({ field: 'healthcare', specialty: 'nursing', requiredSkills: ['patient-care'] }))).toBe(0);
    expect(grade(person, job({ hasCompany: false }))).toBe(0);
    // An adjacent field at a fitting level and place is a partial match.
    expect(grade(person, job({ field: 'support', specialty: 'technical-support' }))).toBe(1);
  });
  it('reads remote wishes: remote-only people do not fit office jobs, office lovers find remote only near', () => {
    expect(locationFit({ ...person, remote: 'only' }, job())).toBe('no');
    expect(locationFit({ ...person, remote: 'onsite' }, job({ mode: 'remote', city: null, remoteRegion: 'spain' }))).toBe('near');
    expect(locationFit(person, job({ mode: 'remote', city: null, remoteRegion: 'us' }))).toBe('no');
  });
});

describe('BM25 baseline', () => {
  const jobs = [
    { job_url: 'a', title: 'Nurse', description: 'Ward nurse in Edinburgh', role_type: 'Healthcare', location: 'Edinburgh' },
    { job_url: 'b', title: 'Frontend Developer', description: 'React and TypeScript', role_type: 'Engineering', location: 'Madrid' },
    { job_url: 'c', title: 'Desarrollador Frontend', description: 'React y TypeScript', role_type: 'Ingeniería', location: 'Madrid' },
  ];
  it('ranks by shared words and knows no synonyms or accents', () => {
    const index = indexBm25(jobs);
    expect(rankBm25(index, 'frontend developer react').map((j) => j.job_url)).toEqual(['b', 'c', 'a']);
    expect(rankBm25(index, 'ingeniería react').map((j) => j.job_url)).toEqual(['c', 'b', 'a']);
    // Without folding, "ingenieria" is another word; with no shared word every job scores 0 and keeps its order.
    expect(rankBm25(index, 'ingenieria enfermera').map((j) => j.job_url)).toEqual(['a', 'b', 'c']);
  });
});
