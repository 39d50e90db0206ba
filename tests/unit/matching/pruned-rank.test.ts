import { describe, expect, it } from 'vitest';
import { indexJobs, rank, readResume, type TRankOptions } from '~/domain/matching';
import { prepare } from '~/domain/matching/reader';
import { scoreAll } from '~/domain/matching/score';
import { generateDemoJobs } from '~/local/demo-jobs';
import { posting } from './helpers';

// A ranking asked for its best few scores only the postings that can be among them (score.ts):
// its answer must be the first few of ranking every posting, ties and order included.

const NOW = Date.UTC(2026, 10, 22);
const JOBS = generateDemoJobs(NOW, 3_000, 7_031);
const INDEXES = {
  'demo postings': indexJobs(JOBS),
  // Every third posting a title alone: postings that name no skill get the neutral skill fit, which the bounds must allow for.
  'demo postings, a third of them without a description': indexJobs(JOBS.map((job, k) => (k % 3 === 0 ? { ...job, description: '' } : job))),
};
const INDEX = INDEXES['demo postings'];
const LIMITS = Array.from({ length: 100 }, (_, k) => k + 1);

const RESUMES: Record<string, string> = {
  'a senior backend engineer in Madrid': `Ana García
Senior Backend Engineer
Madrid, Spain · open to remote work
Experience
Senior Backend Engineer, Mercado Pago (Mar 2021 – Present): card ledger in Go and PostgreSQL; settlement jobs on Kafka and Kubernetes.
Backend Engineer, Cabify (Jan 2018 – Feb 2021): pricing service in Java, Redis and PostgreSQL.
Skills: Go, Java, Python, Kafka, PostgreSQL, Redis, AWS, Kubernetes, Docker, Terraform
Languages: English (C1), Spanish (native)`,
  'una analista de datos júnior que solo trabaja en remoto': `Lucía Fernández
Analista de Datos Júnior
Sevilla, España · solo remoto
Experiencia: Analista de Datos en Telefónica (2024 – actualidad): cuadros de mando en Tableau y Power BI; consultas SQL.
Habilidades: SQL, Python, Tableau, Power BI, Excel
Idiomas: español (nativo), inglés (B2)`,
  'skills without a title or a place': `Skills: Excel, SQL, customer service, Salesforce, negotiation, Figma, accounting`,
  'a nurse who names no language': `Registered Nurse with 6 years in intensive care at Hospital La Paz. Patient care, triage, medication administration.`,
  'an empty resume': '',
};

const CASES = Object.entries(INDEXES).flatMap(([jobs, index]) => Object.entries(RESUMES).map(([resume, text]) => ({ jobs, index, resume, text })));

describe.each(CASES)('the best of the $jobs for $resume', ({ index, text }) => {
  const profile = readResume(text, { now: NOW });
  const ranked = (options: TRankOptions, person: ReturnType<typeof readResume>) => rank(person, index, options);
  const all = ranked({}, profile);

  it('are, for every limit from 1 to 100, the first of ranking every posting', () => {
    for (const limit of LIMITS) expect(ranked({ limit }, profile), `limit ${limit}`).toEqual(all.slice(0, limit));
  });

  it('are the same under preferences that filter first', () => {
    const preferences = { locations: [], fields: [], excluded_companies: [all[0]?.job.company ?? 'none'], excluded_titles: ['manager'] };
    const filtered = ranked({ preferences }, profile);
    for (const limit of LIMITS) expect(ranked({ preferences, limit }, profile), `limit ${limit}`).toEqual(filtered.slice(0, limit));
  });
});

describe('pruning', () => {
  it('scores a fraction of the postings a ranking without a limit scores', () => {
    const reader = prepare(readResume(RESUMES['a senior backend engineer in Madrid']!, { now: NOW }), INDEX);
    const pruned = scoreAll(reader, INDEX, null, 3).scored;
    const full = scoreAll(reader, INDEX, null).scored;
    expect(pruned).toBeLessThan(full / 2);
  });
  it('leaves out the postings that share nothing with the person once they cannot reach the best', () => {
    const reader = prepare(readResume(RESUMES['a nurse who names no language']!, { now: NOW }), INDEX);
    expect(scoreAll(reader, INDEX, null, 10).scored).toBeLessThan(scoreAll(reader, INDEX, null).scored / 2);
  });
});

describe('a posting that ties the last one kept', () => {
  // With postings of an unrelated field beside them (never scored), the groups are scored one by one; alone, in the index's order.
  it.each([
    ['group by group', 8, 'Lead Backend Developer'],
    ['in the index’s order', 0, 'Lead Backend Engineer'],
  ])('is still scored when its group can just reach that score, and the newer of the two goes first (%s)', (_, unrelated, title) => {
    const person = readResume(
      `Ana García\nBackend Engineer\nMadrid, España\nExperience\nSenior Backend Engineer, Cabify (2018 – 2025)\nSkills: Go, Kafka\nLanguages: English, Spanish`,
      {
        now: NOW,
      },
    );
    // A level the person has not stated in a posting naming no skill: its group's bound is exactly its score.
    const newer = posting('backend', { title: 'Backend Engineer', location: 'Madrid, España', description: 'We build APIs.' });
    // A level above the person's, in a group whose bound is higher: scored first, it ties the newer one.
    const older = posting('lead', { title, location: 'Madrid, España', description: 'We build APIs with Go, Kafka, Rust, Elixir and Scala.' });
    const nurses = Array.from({ length: unrelated }, (_, k) => posting(`nurse-${k}`, { title: 'Registered Nurse', description: 'Patient care in intensive care.' }));
    const index = indexJobs([older, newer, ...nurses]);
    const all = rank(person, index);
    expect(all.map((match) => [match.job.job_url, match.score])).toEqual([
      [newer.job_url, 74],
      [older.job_url, 74],
    ]);
    expect(rank(person, index, { limit: 1 })).toEqual(all.slice(0, 1));
  });
});
