/**
 * The one bounded cache of the code base: a Map that keeps at most `maxEntries` entries (and, with
 * `weigh`, at most `maxWeight` in total), dropping the least recently used first. A read counts as
 * a use, except with `isReadAUse: false`, for memos on hot paths (a word's stem, a text's folded
 * form) where the oldest written goes first and a read costs one lookup. Values past their own end
 * of life are the caller's rule (`isFresh`), checked on read: an entry that fails it is dropped and
 * reads as missing.
 */
export type TBoundedCache<K, V> = {
  get(key: K): V | undefined;
  set(key: K, value: V): void;
  delete(key: K): void;
  clear(): void;
  readonly size: number;
  /** The total weight held (the number of entries without `weigh`). */
  readonly weight: number;
};

export function createBoundedCache<K, V>(options: {
  maxEntries: number;
  maxWeight?: number;
  weigh?: (value: V) => number;
  isFresh?: (value: V) => boolean;
  isReadAUse?: boolean;
}): TBoundedCache<K, V> {
  const entries = new Map<K, V>();
  const weigh = options.weigh ?? (() => 1);
  const maxWeight = options.maxWeight ?? Number.POSITIVE_INFINITY;
  let weight = 0;
  const drop = (key: K) => {
    if (!entries.has(key)) return;
    weight -= weigh(entries.get(key) as V);
    entries.delete(key);
  };
  return {
    get(key) {
      const value = entries.get(key);
      if (value === undefined) return undefined;
      if (options.isFresh && !options.isFresh(value)) {
        drop(key);
        return undefined;
      }
      if (options.isReadAUse === false) return value;
      // Most recently used last: Map keeps insertion order, so the first key is the one to drop.
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    set(key, value) {
      drop(key);
      const own = weigh(value);
      if (own > maxWeight) return;
      entries.set(key, value);
      weight += own;
      for (const oldest of entries.keys()) {
        if (entries.size <= options.maxEntries && weight <= maxWeight) break;
        drop(oldest);
      }
    },
    delete: drop,
    clear() {
      entries.clear();
      weight = 0;
    },
    get size() {
      return entries.size;
    },
    get weight() {
      return weight;
    },
  };
}
