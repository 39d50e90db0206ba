/**
 * One value per server process. The production build bundles server code once per route layer
 * (pages, route handlers, the proxy), so a module-level `let` would be evaluated, and its value
 * built, once per layer: separate caches, queues and rate-limit counters in one process. The
 * value lives on `globalThis` under a registered symbol instead, which every copy of a module sees.
 */
export function processWide<T>(name: string, make: () => T): T {
  const key = Symbol.for(`rumbo.process-wide.${name}`);
  const store = globalThis as typeof globalThis & Record<symbol, T | undefined>;
  if (!(key in store)) store[key] = make();
  return store[key] as T;
}
