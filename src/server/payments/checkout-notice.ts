import en from '../../../messages/en.json';
import es from '../../../messages/es.json';
import type { TLocale } from '~/domain/locale';

/**
 * The EU withdrawal notice the provider's own checkout page shows beside its pay button, in the
 * person's language: the same text the catalogues hold (it has no placeholders, so no formatter).
 */
export const checkoutNotice = (locale: TLocale): string => ({ en, es })[locale].plan.checkoutNotice;
