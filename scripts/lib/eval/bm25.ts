/**
 * The naive baseline: plain Okapi BM25 with the whole resume as the query, over each job's title,
 * description, role type and location. Lowercase word tokens only — no accent folding, stemming,
 * stop words, synonyms or translation — so it shows what word overlap alone achieves.
 */
import type { TJob } from '~/domain/jobs/lists';

const K1 = 1.2;
const B = 0.75;

export function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((token) => token.length > 1);
}

export type TBm25Index = { jobs: readonly TJob[]; termFrequencies: Map<string, number>[]; lengths: number[]; averageLength: number; documentFrequency: Map<string, number> };

export function indexBm25(jobs: readonly TJob[]): TBm25Index {
  const documentFrequency = new Map<string, number>();
  const termFrequencies = jobs.map((job) => {
    const counts = new Map<string, number>();
    for (const token of tokenize([job.title, job.description, job.role_type, job.location].filter(Boolean).join(' '))) counts.set(token, (counts.get(token) ?? 0) + 1);
    for (const term of counts.keys()) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
    return counts;
  });
  const lengths = termFrequencies.map((counts) => [...counts.values()].reduce((sum, n) => sum + n, 0));
  const averageLength = lengths.reduce((sum, n) => sum + n, 0) / Math.max(1, lengths.length);
  return { jobs, termFrequencies, lengths, averageLength, documentFrequency };
}

/** Jobs by BM25 score, best first; ties keep the jobs' order. Each distinct query word counts once. */
export function rankBm25(index: TBm25Index, query: string): TJob[] {
  const n = index.jobs.length;
  const terms = [...new Set(tokenize(query))].filter((term) => index.documentFrequency.has(term));
  const idf = new Map(
    terms.map((term) => {
      const df = index.documentFrequency.get(term) ?? 0;
      return [term, Math.log(1 + (n - df + 0.5) / (df + 0.5))];
    }),
  );
  const scored = index.jobs.map((job, i) => {
    const counts = index.termFrequencies[i] ?? new Map<string, number>();
    const norm = K1 * (1 - B + (B * (index.lengths[i] ?? 0)) / (index.averageLength || 1));
    let score = 0;
    for (const term of terms) {
      const tf = counts.get(term);
      if (tf) score += (idf.get(term) ?? 0) * ((tf * (K1 + 1)) / (tf + norm));
    }
    return { job, score, i };
  });
  return scored.sort((a, b) => b.score - a.score || a.i - b.i).map(({ job }) => job);
}
