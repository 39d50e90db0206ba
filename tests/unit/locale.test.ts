import { describe, expect, it } from 'vitest';
import { isLocale, localeFromAcceptLanguage, resolveLocale } from '~/domain/locale';

describe('locale choice (docs/product-rules.md §4)', () => {
  it('uses the stored preference first', () => {
    expect(resolveLocale({ stored: 'en', acceptLanguage: 'es-ES' })).toBe('en');
    expect(resolveLocale({ stored: 'es', acceptLanguage: 'en-US' })).toBe('es');
  });
  it('ignores an invalid stored value and falls back to the browser language', () => {
    expect(resolveLocale({ stored: 'fr', acceptLanguage: 'en-GB,en;q=0.9' })).toBe('en');
    expect(resolveLocale({ stored: '<script>', acceptLanguage: 'en' })).toBe('en');
  });
  it('uses es when the browser language is neither en nor es', () => {
    expect(resolveLocale({ stored: null, acceptLanguage: 'fr-FR,de;q=0.8' })).toBe('es');
    expect(resolveLocale({})).toBe('es');
  });
  it('honours Accept-Language weights', () => {
    expect(localeFromAcceptLanguage('fr;q=1, es;q=0.5, en;q=0.8')).toBe('en');
    expect(localeFromAcceptLanguage('en;q=0, es')).toBe('es');
  });
  it('validates values', () => {
    expect(isLocale('en')).toBe(true);
    expect(isLocale('EN')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});
