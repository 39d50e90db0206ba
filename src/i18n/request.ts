import { cookies, headers } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { LOCALE_STORAGE_KEY, resolveLocale } from '~/domain/locale';
import { readTimeZone, TIME_ZONE_COOKIE } from '~/domain/time-zone';
import { loadMessages } from './load-messages';
import { messageFallback } from './fallback';
import { log } from '~/server/log.mjs';

export default getRequestConfig(async () => {
  const [cookieStore, headerStore] = await Promise.all([cookies(), headers()]);
  const wanted = resolveLocale({
    stored: cookieStore.get(LOCALE_STORAGE_KEY)?.value,
    acceptLanguage: headerStore.get('accept-language'),
  });
  const { locale, messages } = await loadMessages(wanted);
  return {
    locale,
    messages,
    // The person's time zone, as the browser reported it (TimeZoneSync); dates of a calendar day stored as UTC midnight pass timeZone 'UTC' themselves.
    timeZone: readTimeZone(cookieStore.get(TIME_ZONE_COOKIE)?.value),
    getMessageFallback: messageFallback,
    onError: (error) => {
      if (error.code !== 'MISSING_MESSAGE') log.error({ err: error }, 'Message formatting failed');
    },
  };
});
