'use client';

import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import type { ReactNode } from 'react';
import { messageFallback } from '~/i18n/fallback';

/** Client side of the catalogue, with the same missing-key rule as the server. */
export function IntlProvider(props: { locale: string; messages: AbstractIntlMessages; timeZone: string; children: ReactNode }) {
  return (
    <NextIntlClientProvider
      locale={props.locale}
      messages={props.messages}
      timeZone={props.timeZone}
      getMessageFallback={messageFallback}
      onError={(error) => {
        if (error.code !== 'MISSING_MESSAGE') console.error(error);
      }}
    >
      {props.children}
    </NextIntlClientProvider>
  );
}
