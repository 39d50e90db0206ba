import { createBoundedCache } from '~/domain/bounded-cache';

/** The Intl constructors a render formats with: dates, numbers and the plural rules of messages. */
export const MEMOIZED_INTL = ['DateTimeFormat', 'NumberFormat', 'PluralRules'] as const;

/** Distinct argument lists kept per constructor; past it, a call builds a fresh formatter as usual. */
export const INTL_MEMO_LIMIT = 200;

type TIntlConstructor = new (...args: unknown[]) => object;

/**
 * Makes `new Intl.DateTimeFormat(…)`, `NumberFormat` and `PluralRules` return one shared instance
 * per argument list for the life of the server process. next-intl builds its formatters again for
 * each render (its outermost provider starts with an empty cache, and a client component's
 * provider cannot be handed a longer-lived one), and building one costs far more than formatting
 * with it: about 4 % of a signed-in /dashboard render's CPU. Intl formatters are immutable, so
 * sharing them changes no result. Only locales and plain options objects are cached (the key is
 * their JSON), and the limit (least recently used dropped first) keeps caller-chosen options (a time zone, a currency) from growing it.
 * Returns the function that puts the original constructors back.
 */
export function memoizeIntlConstructors(intl: typeof Intl = Intl, limit = INTL_MEMO_LIMIT): () => void {
  const table = intl as unknown as Record<(typeof MEMOIZED_INTL)[number], TIntlConstructor>;
  const originals = MEMOIZED_INTL.map((name) => [name, table[name]] as const);
  for (const [name, original] of originals) {
    const instances = createBoundedCache<string, object>({ maxEntries: limit });
    table[name] = new Proxy(original, {
      construct(target, args, newTarget) {
        // A subclass (`class X extends Intl.NumberFormat`) gets its own instance, never a shared one.
        if (newTarget !== table[name]) return Reflect.construct(target, args, newTarget) as object;
        const key = cacheKey(args);
        const cached = key === undefined ? undefined : instances.get(key);
        if (cached) return cached;
        const made = new target(...args);
        if (key !== undefined) instances.set(key, made);
        return made;
      },
    });
  }
  return () => {
    for (const [name, original] of originals) table[name] = original;
  };
}

/** Locales and options as JSON, for arguments whose JSON says all the constructor reads from them. */
function cacheKey(args: unknown[]): string | undefined {
  return args.every(isPlainArgument) ? JSON.stringify(args) : undefined;
}

/** A value whose JSON is itself: not NaN or an infinity, which JSON writes as `null`. */
const isPlainValue = (value: unknown) => value === undefined || typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));

/** A locale, a list of locale strings, or a plain options object of plain values (no getters, no prototype). */
function isPlainArgument(value: unknown): boolean {
  if (isPlainValue(value)) return true;
  if (Array.isArray(value)) return value.every((item) => typeof item === 'string');
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return false;
  return Object.values(Object.getOwnPropertyDescriptors(value)).every((descriptor) => 'value' in descriptor && isPlainValue(descriptor.value));
}
