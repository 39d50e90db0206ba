import { describe, expect, it } from 'vitest';
import {
  isArgumentElement,
  isDateElement,
  isNumberElement,
  isPluralElement,
  isSelectElement,
  isTagElement,
  isTimeElement,
  parse,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { createTranslator } from 'next-intl';
import en from '../../messages/en.json';
import es from '../../messages/es.json';
import { messageKeys, toIcuMessages, ZMessages, type TMessages } from '~/domain/messages';
import { messageFallback } from '~/i18n/fallback';
import { compileMessages } from '~/i18n/compile-messages';
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

describe('one name per page', () => {
  // A link names the page it opens as the page names itself, in each language.
  const pairs = (m: typeof en) =>
    [
      ['nav.dashboard', m.nav.dashboard, m.pages.dashboard.title],
      ['nav.matches', m.nav.matches, m.pages.matches.title],
      ['nav.latest', m.nav.latest, m.pages.jobs.title],
      ['jobPage.back', m.jobPage.back, m.pages.jobs.title],
      ['nav.applications', m.nav.applications, m.pages.applications.title],
      ['nav.resume', m.nav.resume, m.pages.resume.title],
      ['nav.support', m.nav.support, m.pages.support.title],
    ] as const;
  it.each([
    ['en', en],
    ['es', es],
  ] as const)('%s: the menu and the way back name each page by its title', (_, messages) => {
    for (const [key, link, title] of pairs(messages)) expect(link, key).toBe(title);
  });
});

describe('translation rules (docs/product-rules.md §5)', () => {
  const messages = compileMessages({ footer: { copyright: '© {{year}} Rumbo.' }, nav: { hello: 'Hola {{ name }}' } });
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
    const t = createTranslator({ locale: 'es', messages: first.messages, namespace: 'footer' }) as unknown as (key: string, values: object) => string;
    expect(t('copyright', { year: 2026 })).toBe('© 2026 Rumbo. Todos los derechos reservados.');
  });
});

describe('compiled catalogues', () => {
  /** Sample values for every argument and tag of an ICU message, read from its syntax tree. */
  function sampleValues(elements: MessageFormatElement[], values: Record<string, unknown> = {}): Record<string, unknown> {
    for (const element of elements) {
      if (isArgumentElement(element)) values[element.value] ??= 'Ana';
      else if (isNumberElement(element) || isPluralElement(element)) values[element.value] = 3;
      else if (isDateElement(element) || isTimeElement(element)) values[element.value] = new Date(Date.UTC(2026, 0, 15));
      else if (isSelectElement(element)) values[element.value] = Object.keys(element.options).find((option) => option !== 'other') ?? 'other';
      else if (isTagElement(element)) values[element.value] = (chunks: unknown[]) => `<${element.value}>${chunks.join('')}</${element.value}>`;
      if (isPluralElement(element) || isSelectElement(element)) for (const option of Object.values(element.options)) sampleValues(option.value, values);
      if (isTagElement(element)) sampleValues(element.children, values);
    }
    return values;
  }

  it.each(['en', 'es'] as const)('format every %s message exactly as the runtime ICU parser would', (locale) => {
    const raw = toIcuMessages(ZMessages.parse(locale === 'en' ? en : es));
    const t = createTranslator({ locale, messages: compileMessages(ZMessages.parse(locale === 'en' ? en : es)), timeZone: 'UTC' }) as unknown as {
      markup: (key: string, values: object) => string;
    };
    const leaves = (tree: TMessages, prefix = ''): [string, string][] =>
      Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`)));
    const differences = leaves(raw).flatMap(([key, message]) => {
      const values = sampleValues(parse(message));
      const formatted = new IntlMessageFormat(message, locale, undefined, { formatters: undefined }).format(values as never);
      const expected = Array.isArray(formatted) ? formatted.join('') : String(formatted);
      const actual = t.markup(key, values);
      return actual === expected ? [] : [`${key}: ${JSON.stringify(actual)} ≠ ${JSON.stringify(expected)}`];
    });
    expect(leaves(raw).length).toBeGreaterThan(500);
    expect(differences).toEqual([]);
  });

  it.each([
    ['en', 'subscription.expiringMessage', { days: 1 }, 'Your subscription will expire in 1 day. Would you like to renew now?'],
    ['en', 'subscription.expiringMessage', { days: 3 }, 'Your subscription will expire in 3 days. Would you like to renew now?'],
    ['es', 'subscription.expiringMessage', { days: 1 }, 'Tu suscripción caducará en 1 día. ¿Quieres renovarla ahora?'],
    ['es', 'subscription.expiringMessage', { days: 5 }, 'Tu suscripción caducará en 5 días. ¿Quieres renovarla ahora?'],
    ['en', 'jobs.results', { count: 1 }, '1 job'],
    ['es', 'jobs.results', { count: 1 }, '1 empleo'],
    ['es', 'jobs.results', { count: 1200 }, '1200 empleos'],
  ] as const)('counts in %s are said with the language’s plural rules: %s %o', (locale, key, values, expected) => {
    const t = createTranslator({ locale, messages: compileMessages(ZMessages.parse(locale === 'en' ? en : es)), timeZone: 'UTC' }) as unknown as (
      key: string,
      values: object,
    ) => string;
    expect(t(key, values)).toBe(expected);
  });

  it('compiles to plain data a server component can hand to the browser (plurals included)', () => {
    const isPlain = (value: unknown): boolean =>
      Array.isArray(value)
        ? value.every(isPlain)
        : value && typeof value === 'object'
          ? Object.getPrototypeOf(value) === Object.prototype && Object.values(value).every(isPlain)
          : true;
    for (const catalogue of [en, es]) expect(isPlain(compileMessages(ZMessages.parse(catalogue)))).toBe(true);
  });
});
