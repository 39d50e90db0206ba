/** Supported interface languages; docs/product-rules.md §9: en and es, default es. */
export const LOCALES = ['en', 'es'] as const;
export type TLocale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: TLocale = 'es';
/** Cookie and local-storage key holding the stored preference. */
export const LOCALE_STORAGE_KEY = 'locale';

/** True only for a supported locale; anything stored by a browser is untrusted. */
export function isLocale(value: unknown): value is TLocale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** First supported primary language of an Accept-Language header, weights respected. */
export function localeFromAcceptLanguage(header: string | null | undefined): TLocale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { lang: tag.trim().toLowerCase().split('-')[0], weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.map((entry) => entry.lang).find(isLocale);
}

/** docs/product-rules.md §4 locale choice: stored preference, else browser language if en/es, else es. */
export function resolveLocale(input: { stored?: string | null; acceptLanguage?: string | null }): TLocale {
  if (isLocale(input.stored)) return input.stored;
  return localeFromAcceptLanguage(input.acceptLanguage) ?? DEFAULT_LOCALE;
}
