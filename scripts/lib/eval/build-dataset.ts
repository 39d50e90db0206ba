// `npx tsx scripts/lib/eval/build-dataset.ts`: regenerates the labelled set in eval/match from the seed.
// Order matters and is the point: attributes first, grades from attributes, texts last. Nothing
// here runs or imports a ranker.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import type { TGrade, TJobAttributes } from './attributes';
import { DATASET_DIR, JOBS_FILE, LABELS_FILE, type TLabels } from './dataset';
import { grade } from './grade';
import { backgroundJob, jobNear } from './job-attributes';
import { PERSONAS } from './personas';
import { createRandom } from './random';
import { renderJob } from './render-job';
import { renderResume } from './render-resume';

const SEED = 20_250_612;
/** Postings near each person's profile (hits and near misses), and postings from the wider market. */
const JOBS_NEAR_EACH_PERSON = 16;
const BACKGROUND_JOBS = 320;
/** Creation dates fall in the 28 days before this fixed instant, so the set is identical on every run. */
const ANCHOR = Date.UTC(2025, 5, 30, 12);
const DAY = 86_400_000;

/** The people of the first set: those added later draw their postings from a stream of their own, after the first set's, so it stays as it was. */
const FIRST_SET = 30;
/** The people up to the second set (r31–r36); the third (r37 on) tell their wishes in prose and draw their postings from a third stream. */
const SECOND_SET = 36;

function buildAttributes(): TJobAttributes[] {
  const rng = createRandom(SEED);
  const drafts: TJobAttributes[] = [];
  for (const person of PERSONAS.slice(0, FIRST_SET)) for (let i = 0; i < JOBS_NEAR_EACH_PERSON; i++) drafts.push(jobNear(rng, '', person));
  for (let i = 0; i < BACKGROUND_JOBS; i++) drafts.push(backgroundJob(rng, ''));
  const later = createRandom(SEED + 1);
  const laterDrafts: TJobAttributes[] = [];
  for (const person of PERSONAS.slice(FIRST_SET, SECOND_SET)) for (let i = 0; i < JOBS_NEAR_EACH_PERSON; i++) laterDrafts.push(jobNear(later, '', person));
  const third = createRandom(SEED + 2);
  const thirdDrafts: TJobAttributes[] = [];
  for (const person of PERSONAS.slice(SECOND_SET)) for (let i = 0; i < JOBS_NEAR_EACH_PERSON; i++) thirdDrafts.push(jobNear(third, '', person));
  // Shuffled so a job's position says nothing about whom it was drawn near.
  return [...rng.shuffle(drafts), ...later.shuffle(laterDrafts), ...third.shuffle(thirdDrafts)].map((job, i) => ({
    ...job,
    job_url: `https://jobs.example.com/eval/${String(i + 1).padStart(4, '0')}`,
  }));
}

async function main() {
  const jobAttributes = buildAttributes();

  const grades: TLabels['grades'] = {};
  for (const person of PERSONAS) {
    const graded: Record<string, Exclude<TGrade, 0>> = {};
    for (const job of jobAttributes) {
      const g = grade(person, job);
      if (g > 0) graded[job.job_url] = g as Exclude<TGrade, 0>;
    }
    grades[person.id] = graded;
  }

  // Texts last, each from its own seeded stream so changing one person or job leaves the others as they were.
  const jobs = jobAttributes.map((job, i) => {
    const rng = createRandom(SEED * 7 + i);
    return renderJob(rng, job, ANCHOR - rng.int(0, 28 * DAY - 1));
  });
  const resumesDir = join(DATASET_DIR, 'resumes');
  mkdirSync(resumesDir, { recursive: true });
  for (const file of readdirSync(resumesDir)) if (file.endsWith('.txt')) rmSync(join(resumesDir, file));
  const resumes = PERSONAS.map((person, i) => {
    const file = `resumes/${person.id}.txt`;
    writeFileSync(join(DATASET_DIR, file), renderResume(createRandom(SEED * 13 + i), person, { isProse: i >= SECOND_SET }));
    return { id: person.id, file, attributes: person };
  });

  const labels: TLabels = {
    version: 1,
    seed: SEED,
    note: 'Grades 0–3 from the attributes by the rule in README.md (scripts/lib/eval/grade.ts); pairs not listed under grades are 0. Built before and without any ranker.',
    resumes,
    jobs: jobAttributes,
    grades,
  };
  // Written as the repository's formatter would, so `npm run lint` (prettier --check .) accepts the files as generated.
  for (const [file, value] of [
    [JOBS_FILE, jobs],
    [LABELS_FILE, labels],
  ] as const) {
    const path = join(DATASET_DIR, file);
    writeFileSync(path, await format(JSON.stringify(value), { ...(await resolveConfig(path)), filepath: path }));
  }

  // A short census, so a regeneration that leaves someone with nothing to find is noticed.
  const count = (id: string, g: number) => Object.values(grades[id] ?? {}).filter((v) => v === g).length;
  console.log(
    `${jobs.length} jobs (${jobs.filter((j) => j.language === 'es').length} es, ${jobs.filter((j) => j.language === 'en').length} en, ${jobs.filter((j) => !j.company).length} without company), ${resumes.length} resumes`,
  );
  for (const person of PERSONAS)
    console.log(
      `  ${person.id} ${person.textLanguage.padEnd(5)} ${`${person.field}/${person.specialty}`.padEnd(30)} L${person.seniority}  grade 3: ${count(person.id, 3)}  2: ${count(person.id, 2)}  1: ${count(person.id, 1)}`,
    );
}

await main();
