// `npm run eval:match [-- --per-resume] [--dir DIR] [--feed-fields-only]`: ranks the labelled set's jobs for
// every resume with Rumbo's matcher and with a naive BM25 baseline, and prints NDCG@10, MRR and
// P@5 overall and by the resume's language. The labels come from attributes (eval/match/README.md).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { TJob } from '~/domain/jobs/lists';
import type { TMatcher } from '~/domain/matching';
import type { TTextLanguage } from './lib/eval/attributes';
import { indexBm25, rankBm25 } from './lib/eval/bm25';
import { DATASET_DIR, loadDataset, type TDataset } from './lib/eval/dataset';
import { mean, ndcgAt, precisionAt, reciprocalRank } from './lib/eval/metrics';

type TScores = { id: string; group: TTextLanguage; ndcg10: number; mrr: number; p5: number };
type TSystemRun = { name: string; scores: TScores[]; timing?: string };
/** A ranking system as the harness sees it: prepared once over the jobs, then asked per resume for job URLs, best first. */
type TSystem = { name: string; prepare(jobs: TJob[]): (resumeText: string) => string[] };

const bm25: TSystem = {
  name: 'bm25',
  prepare(jobs) {
    const index = indexBm25(jobs);
    return (text) => rankBm25(index, text).map((job) => job.job_url);
  },
};

function matcherSystem(matcher: TMatcher, timings: { index: number; perResume: number[] }): TSystem {
  return {
    name: 'ranker',
    prepare(jobs) {
      const started = performance.now();
      const index = matcher.indexJobs(jobs);
      timings.index = performance.now() - started;
      return (text) => {
        const t0 = performance.now();
        const ranked = matcher.rank(matcher.readResume(text), index, { limit: jobs.length });
        timings.perResume.push(performance.now() - t0);
        return ranked.map((r) => r.job.job_url);
      };
    },
  };
}

/** Rumbo's matcher, or null when src/domain/matching is absent; one that exists but fails to load is an error. */
async function loadMatcher(): Promise<TMatcher | null> {
  const folder = resolve(process.cwd(), 'src/domain/matching');
  if (!['index.ts', 'index.tsx'].some((file) => existsSync(resolve(folder, file)))) return null;
  // Imported only once it exists, so the baseline still runs on a checkout without the matcher.
  const { matcher } = await import('~/domain/matching');
  return matcher;
}

function evaluate(dataset: TDataset, system: TSystem): TScores[] {
  const rank = system.prepare(dataset.jobs);
  return dataset.resumes.map((resume) => {
    const grades = dataset.grades.get(resume.id) ?? new Map<string, number>();
    // A job listed twice is counted once, where it first appears.
    const ranked = [...new Set(rank(resume.text))].map((url) => grades.get(url) ?? 0);
    const all = [...grades.values()];
    return { id: resume.id, group: resume.attributes.textLanguage, ndcg10: ndcgAt(ranked, all, 10), mrr: reciprocalRank(ranked), p5: precisionAt(ranked, 5) };
  });
}

const fmt = (n: number) => n.toFixed(3);

/** Prints rows as aligned columns: text left, numbers right, a rule under the header. */
function printRows(rows: string[][]) {
  const widths = rows[0]?.map((_, c) => Math.max(...rows.map((row) => (row[c] ?? '').length))) ?? [];
  for (const [r, row] of rows.entries()) {
    console.log(
      row
        .map((cell, c) => (/^[\d.\s/]+$/.test(cell) ? cell.padStart(widths[c] ?? 0) : cell.padEnd(widths[c] ?? 0)))
        .join('  ')
        .trimEnd(),
    );
    if (r === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
}
const GROUPS: (TTextLanguage | 'all')[] = ['all', 'en', 'es', 'mixed'];

function printTable(runs: TSystemRun[]) {
  const rows = [['system', 'resumes', 'NDCG@10', 'MRR', 'P@5']];
  for (const run of runs) {
    for (const group of GROUPS) {
      const scores = group === 'all' ? run.scores : run.scores.filter((s) => s.group === group);
      if (!scores.length) continue;
      rows.push([
        group === 'all' ? run.name : '',
        `${group} (${scores.length})`,
        fmt(mean(scores.map((s) => s.ndcg10))),
        fmt(mean(scores.map((s) => s.mrr))),
        fmt(mean(scores.map((s) => s.p5))),
      ]);
    }
  }
  printRows(rows);
}

function printPerResume(dataset: TDataset, runs: TSystemRun[]) {
  console.log('\nper resume, NDCG@10 / MRR / P@5:');
  const rows = [['resume', 'lang', 'field', 'level', 'relevant', ...runs.map((run) => run.name)]];
  for (const resume of dataset.resumes) {
    const a = resume.attributes;
    const relevant = [...(dataset.grades.get(resume.id)?.values() ?? [])].filter((g) => g >= 2).length;
    const cells = runs.map((run) => {
      const s = run.scores.find((x) => x.id === resume.id);
      return s ? `${fmt(s.ndcg10)} / ${s.mrr.toFixed(2)} / ${s.p5.toFixed(1)}` : '';
    });
    rows.push([resume.id, a.textLanguage, `${a.field}/${a.specialty}`, `L${a.seniority}`, String(relevant), ...cells]);
  }
  printRows(rows);
}

async function main() {
  const args = process.argv.slice(2);
  const dirAt = args.indexOf('--dir');
  const dir = dirAt >= 0 && args[dirAt + 1] ? resolve(args[dirAt + 1] as string) : DATASET_DIR;
  const loaded = loadDataset(dir);
  // `jobs:import` stores only these fields: this run shows how the ranker does without `language` and `remote`.
  const isFeedFieldsOnly = args.includes('--feed-fields-only');
  const dataset: TDataset = isFeedFieldsOnly
    ? {
        ...loaded,
        jobs: loaded.jobs.map(({ job_url, company, title, location, role_type, creation_date, description }) => ({
          job_url,
          company,
          title,
          location,
          role_type,
          creation_date,
          description,
        })),
      }
    : loaded;
  const all = [...dataset.grades.values()].flatMap((grades) => [...grades.values()]);
  const groups = GROUPS.slice(1).map((g) => `${dataset.resumes.filter((r) => r.attributes.textLanguage === g).length} ${g}`);
  console.log(
    `Labelled set ${dir}: ${dataset.resumes.length} resumes (${groups.join(', ')}) × ${dataset.jobs.length} jobs (${dataset.jobAttributes.filter((j) => j.language === 'es').length} es, ${dataset.jobAttributes.filter((j) => j.language === 'en').length} en)`,
  );
  if (isFeedFieldsOnly) console.log('Jobs carry only the fields jobs:import stores: no language, no remote.');
  console.log(
    `Grades over ${all.length} pairs: 3 = ${all.filter((g) => g === 3).length}, 2 = ${all.filter((g) => g === 2).length}, 1 = ${all.filter((g) => g === 1).length}; relevant (MRR, P@5) = grade ≥ 2\n`,
  );

  const runs: TSystemRun[] = [];
  const matcher = await loadMatcher();
  if (matcher) {
    const timings = { index: 0, perResume: [] as number[] };
    const scores = evaluate(dataset, matcherSystem(matcher, timings));
    const sorted = [...timings.perResume].sort((a, b) => a - b);
    runs.push({
      name: 'ranker',
      scores,
      timing: `ranker: indexJobs ${timings.index.toFixed(1)} ms for ${dataset.jobs.length} jobs; readResume + rank p50 ${(sorted[Math.floor(sorted.length / 2)] ?? 0).toFixed(1)} ms per resume`,
    });
  }
  runs.push({ name: bm25.name, scores: evaluate(dataset, bm25) });

  printTable(runs);
  if (!matcher) console.log('\nranker: src/domain/matching is not there yet; only the baseline was run.');
  for (const run of runs) if (run.timing) console.log(`\n${run.timing}`);
  if (args.includes('--per-resume')) printPerResume(dataset, runs);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
