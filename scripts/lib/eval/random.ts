/**
 * A small seeded random source (mulberry32) so the labelled set is rebuilt byte for byte:
 * Math.random would make every regeneration a different benchmark.
 */
export type TRandom = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** An item drawn with the given weights (same order as `items`). */
  weighted<T>(items: readonly T[], weights: readonly number[]): T;
  /** `count` distinct items in random order (all of them when fewer). */
  sample<T>(items: readonly T[], count: number): T[];
  shuffle<T>(items: readonly T[]): T[];
};

export function createRandom(seed: number): TRandom {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (!items.length) throw new Error('pick from an empty list');
    return items[int(0, items.length - 1)] as T;
  };
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = int(0, i);
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  };
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick,
    weighted: <T>(items: readonly T[], weights: readonly number[]): T => {
      const total = weights.reduce((sum, w) => sum + w, 0);
      let roll = next() * total;
      for (let i = 0; i < items.length; i++) {
        roll -= weights[i] ?? 0;
        if (roll < 0) return items[i] as T;
      }
      return items[items.length - 1] as T;
    },
    sample: (items, count) => shuffle(items).slice(0, count),
    shuffle,
  };
}
