import { describe, expect, it } from 'vitest';
import { createTranslator } from 'next-intl';
import en from '../../messages/en.json';
import es from '../../messages/es.json';
import { messageKeys, toIcuMessages, ZMessages, type TMessages } from '~/domain/messages';
import { messageFallback } from '~/i18n/fallback';
import { loadMessages } from '~/i18n/load-messages';

/** Every leaf of a catalogue by dot path: the values themselves, not only their keys. */
function leafValues(messages: TMessages, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(messages).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(leafValues(value, `${prefix}${key}.`)))),
  );
}

/** The distinct {{param}} names of one message, sorted. */
const placeholders = (message: string): string[] => [...new Set([...message.matchAll(/\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g)].map((m) => m[1]!))].sort();

describe('catalogues', () => {
  it('en.json and es.json have exactly the same keys', () => {
    const enKeys = messageKeys(ZMessages.parse(en)).sort();
    const esKeys = messageKeys(ZMessages.parse(es)).sort();
    expect(enKeys.filter((k) => !esKeys.includes(k))).toEqual([]);
    expect(esKeys.filter((k) => !enKeys.includes(k))).toEqual([]);
    expect(enKeys.length).toBeGreaterThan(50);
  });
  it('every value is a non-empty string', () => {
    for (const [name, catalogue] of Object.entries({ en, es })) {
      const leaves = Object.entries(leafValues(ZMessages.parse(catalogue)));
      expect(leaves.length).toBeGreaterThan(50);
      const empty = leaves.filter(([, value]) => value.trim() === '').map(([key]) => `${name}: ${key}`);
      expect(empty).toEqual([]);
    }
  });
  it('each key has the same {{param}} placeholders in both catalogues', () => {
    const enLeaves = leafValues(ZMessages.parse(en));
    const esLeaves = leafValues(ZMessages.parse(es));
    const mismatched = Object.keys(enLeaves)
      .filter((key) => key in esLeaves)
      .filter((key) => placeholders(enLeaves[key]!).join() !== placeholders(esLeaves[key]!).join())
      .map((key) => `${key}: en {{${placeholders(enLeaves[key]!).join(', ')}}} es {{${placeholders(esLeaves[key]!).join(', ')}}}`);
    expect(mismatched).toEqual([]);
  });
});

describe('translation rules (SPEC §5)', () => {
  const messages = toIcuMessages({ footer: { copyright: '© {{year}} Rumbo.' }, nav: { hello: 'Hola {{ name }}' } });
  // The catalogue here is built at run time, so keys are plain strings rather than typed paths.
  const t = createTranslator({ locale: 'es', messages, getMessageFallback: messageFallback, onError: () => {} }) as unknown as (
    key: string,
    values?: Record<string, string | number>,
  ) => string;

  it('interpolates {{param}} placeholders', () => {
    expect(t('footer.copyright', { year: 2026 })).toBe('© 2026 Rumbo.');
    expect(t('nav.hello', { name: 'Ana' })).toBe('Hola Ana');
  });
  it('shows the key itself when it is missing', () => {
    expect(t('nav.missing')).toBe('nav.missing');
  });
  it('falls back to es when a catalogue cannot be loaded', async () => {
    const loaded = await loadMessages('en', async (locale) => {
      if (locale === 'en') throw new Error('broken file');
      return { greeting: 'hola' };
    });
    expect(loaded).toEqual({ locale: 'es', messages: { greeting: 'hola' } });
  });
  it('checks and converts a shipped catalogue once, not on every render', async () => {
    const [first, second] = await Promise.all([loadMessages('es'), loadMessages('es')]);
    const third = await loadMessages('es');
    expect(first.messages).toBe(second.messages);
    expect(third.messages).toBe(first.messages);
    expect((first.messages.footer as Record<string, string>).copyright).toBe('© {year} Rumbo. Todos los derechos reservados.');
  });
});
