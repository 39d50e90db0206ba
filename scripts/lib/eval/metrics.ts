/**
 * Ranking metrics over graded relevance. Each takes the grades of a ranked list, best first
 * (a job the system left out simply is not in the list).
 */

/** A job graded at least this counts as relevant for MRR and precision. */
export const RELEVANT_GRADE = 2;

/** Exponential gain: a perfect match (3) is worth far more than two partial ones (1 + 1). */
const gain = (grade: number) => 2 ** grade - 1;

function dcg(grades: readonly number[], k: number): number {
  let sum = 0;
  for (let i = 0; i < Math.min(k, grades.length); i++) sum += gain(grades[i] ?? 0) / Math.log2(i + 2);
  return sum;
}

/**
 * NDCG@k: the list's DCG over the best possible ordering of every graded job (`allGrades`, in any
 * order), so leaving a relevant job out costs as much as ranking it low. 0 when nothing is relevant.
 */
export function ndcgAt(rankedGrades: readonly number[], allGrades: readonly number[], k: number): number {
  const ideal = dcg(
    [...allGrades].sort((a, b) => b - a),
    k,
  );
  return ideal === 0 ? 0 : dcg(rankedGrades, k) / ideal;
}

/** 1 / rank of the first relevant job; 0 when none is in the list. */
export function reciprocalRank(rankedGrades: readonly number[], threshold = RELEVANT_GRADE): number {
  const at = rankedGrades.findIndex((grade) => grade >= threshold);
  return at < 0 ? 0 : 1 / (at + 1);
}

/** Share of the first k places that hold a relevant job; an empty place counts as not relevant. */
export function precisionAt(rankedGrades: readonly number[], k: number, threshold = RELEVANT_GRADE): number {
  return rankedGrades.slice(0, k).filter((grade) => grade >= threshold).length / k;
}

export const mean = (values: readonly number[]) => (values.length ? values.reduce((sum, v) => sum + v, 0) / values.length : 0);
