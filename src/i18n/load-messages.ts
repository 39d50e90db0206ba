import type { AbstractIntlMessages } from 'next-intl';
import { DEFAULT_LOCALE, type TLocale } from '~/domain/locale';
import { ZMessages, type TMessages } from '~/domain/messages';
import { compileMessages } from './compile-messages';
import { log } from '~/server/log.mjs';

type TLoader = (locale: TLocale) => Promise<TMessages>;
type TCompiledLoader = (locale: TLocale) => Promise<AbstractIntlMessages>;

const importCatalogue: TLoader = async (locale) => ZMessages.parse((await import(`../../messages/${locale}.json`)).default);

// The shipped catalogues never change while the server runs: checked and compiled once per locale,
// not on every render (that was a schema check of every string and a rewrite of each, per request).
const shipped = new Map<TLocale, Promise<AbstractIntlMessages>>();
const loadShipped: TCompiledLoader = (locale) => {
  let loading = shipped.get(locale);
  if (!loading) {
    loading = importCatalogue(locale).then(compileMessages);
    loading.catch(() => shipped.delete(locale));
    shipped.set(locale, loading);
  }
  return loading;
};

/** Loads a catalogue, compiled; if that fails, docs/product-rules.md §4 says the interface falls back to es. */
export async function loadMessages(locale: TLocale, load?: TLoader): Promise<{ locale: TLocale; messages: AbstractIntlMessages }> {
  const read: TCompiledLoader = load ? async (wanted) => compileMessages(await load(wanted)) : loadShipped;
  try {
    return { locale, messages: await read(locale) };
  } catch (error) {
    log.error({ err: error, locale }, `Could not load a catalogue, using "${DEFAULT_LOCALE}"`);
    return { locale: DEFAULT_LOCALE, messages: await read(DEFAULT_LOCALE) };
  }
}
