import { DEFAULT_LOCALE, type TLocale } from '~/domain/locale';
import { toIcuMessages, ZMessages, type TMessages } from '~/domain/messages';

type TLoader = (locale: TLocale) => Promise<TMessages>;

const importCatalogue: TLoader = async (locale) => ZMessages.parse((await import(`../../messages/${locale}.json`)).default);

// The shipped catalogues never change while the server runs: checked and converted once per locale,
// not on every render (that was a schema check of every string and a rewrite of each, per request).
const shipped = new Map<TLocale, Promise<TMessages>>();
const loadShipped: TLoader = (locale) => {
  let loading = shipped.get(locale);
  if (!loading) {
    loading = importCatalogue(locale).then(toIcuMessages);
    loading.catch(() => shipped.delete(locale));
    shipped.set(locale, loading);
  }
  return loading;
};

/** Loads a catalogue; if that fails, SPEC §4 says the interface falls back to es. */
export async function loadMessages(locale: TLocale, load?: TLoader): Promise<{ locale: TLocale; messages: TMessages }> {
  const read: TLoader = load ? async (wanted) => toIcuMessages(await load(wanted)) : loadShipped;
  try {
    return { locale, messages: await read(locale) };
  } catch (error) {
    console.error(`Could not load the "${locale}" catalogue, using "${DEFAULT_LOCALE}"`, error);
    return { locale: DEFAULT_LOCALE, messages: await read(DEFAULT_LOCALE) };
  }
}
