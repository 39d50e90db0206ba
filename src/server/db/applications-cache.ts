import { createBoundedCache } from '~/domain/bounded-cache';
import type { TClock } from '~/domain/clock';

/**
 * Every signed-in page shows which jobs the person tracks, so every render read all of a person's
 * applications, although they change only when the person changes one. The record every request
 * reads anyway carries `applications_version`, which every write to the applications table raises
 * after it lands (applications-repo.ts); a list read under one version serves every later request
 * that reads the same version, in any process, and any write makes them all read again.
 *
 * - The record is read strongly consistent (users-repo.ts), so a request after a write sees the
 *   raised version; a list kept under an older one is never used again. Only equality counts.
 * - A write outside Rumbo's code (a hand edit of the table, a crash between the write and the
 *   raise) is caught at the latest after `maxAgeMs`.
 * - Bounded by the items it holds (`maxItems`, least recently used dropped first); a list larger
 *   than a quarter of that is not kept.
 * - The lists it hands out are frozen, items and histories included: they are shared.
 */
export const APPLICATIONS_CACHE = { maxAgeMs: 5 * 60_000, maxItems: 20_000 };

type TEntry<T> = { version: number; items: readonly T[]; storedAt: number };

export type TApplicationsCache<T> = {
  /** The list stored under exactly this version, when it is younger than the maximum age. */
  get(email: string, version: number): readonly T[] | undefined;
  set(email: string, version: number, items: readonly T[]): void;
  /** Forgets one person's list (this process wrote to it). */
  drop(email: string): void;
  /** Items held now, over every person. */
  size(): number;
};

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

export function createApplicationsCache<T>(clock: TClock, limits: { maxAgeMs: number; maxItems: number } = APPLICATIONS_CACHE): TApplicationsCache<T> {
  // Each person counts for one more than their items, so many people without any are bounded too.
  const entries = createBoundedCache<string, TEntry<T>>({
    maxEntries: Number.POSITIVE_INFINITY,
    maxWeight: limits.maxItems,
    weigh: (entry) => entry.items.length + 1,
    isFresh: (entry) => clock.now() - entry.storedAt < limits.maxAgeMs,
  });
  return {
    get(email, version) {
      const entry = entries.get(email);
      return entry?.version === version ? entry.items : undefined;
    },
    set(email, version, items) {
      entries.delete(email);
      if (items.length > limits.maxItems / 4) return;
      entries.set(email, { version, items: deepFreeze(items), storedAt: clock.now() });
    },
    drop: (email) => entries.delete(email),
    size: () => entries.weight - entries.size,
  };
}
