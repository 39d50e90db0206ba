import { createTranslator } from 'next-intl';
import type { TLocale } from '~/domain/locale';
import { reasonText } from '~/domain/matching/reason-text';
import type { TMatchNames, TMatchReason } from '~/domain/matching/types';
import { compileMessages } from '~/i18n/compile-messages';
import en from '../../messages/en.json';
import es from '../../messages/es.json';

const catalogues = { en: compileMessages(en), es: compileMessages(es) };

/** A match's reason as the page writes it in `locale`, from the catalogues as the app compiles them. */
export function reasonSentence(reason: TMatchReason, names: TMatchNames | undefined, locale: TLocale): string {
  const t = createTranslator({ locale, messages: catalogues[locale], namespace: 'matching' }) as unknown as ((key: string, values?: Record<string, unknown>) => string) & {
    has: (key: string) => boolean;
  };
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  return reasonText({ t: (key, values) => t(key, values), has: (key) => t.has(key) }, reason, names, (items) => list.format(items));
}
