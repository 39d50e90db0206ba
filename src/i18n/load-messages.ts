import { DEFAULT_LOCALE, type TLocale } from '~/domain/locale';
import { toIcuMessages, ZMessages, type TMessages } from '~/domain/messages';

type TLoader = (locale: TLocale) => Promise<TMessages>;

const importCatalogue: TLoader = async (locale) => ZMessages.parse((await import(`../../messages/${locale}.json`)).default);

/** Loads a catalogue; if that fails, SPEC §4 says the interface falls back to es. */
export async function loadMessages(locale: TLocale, load: TLoader = importCatalogue): Promise<{ locale: TLocale; messages: TMessages }> {
  try {
    return { locale, messages: toIcuMessages(await load(locale)) };
  } catch (error) {
    console.error(`Could not load the "${locale}" catalogue, using "${DEFAULT_LOCALE}"`, error);
    return { locale: DEFAULT_LOCALE, messages: toIcuMessages(await load(DEFAULT_LOCALE)) };
  }
}
