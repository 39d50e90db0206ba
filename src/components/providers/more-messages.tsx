'use client';

import { useLocale, useMessages, useTimeZone, type AbstractIntlMessages } from 'next-intl';
import { useMemo, type ReactNode } from 'react';
import { DEFAULT_TIME_ZONE } from '~/domain/time-zone';
import { IntlProvider } from './intl-provider';

/** Adds namespaces to the catalogue the enclosing provider gives (only these are sent to the browser). */
export function MoreMessages({ messages, children }: { messages: AbstractIntlMessages; children: ReactNode }) {
  const outer = useMessages();
  const locale = useLocale();
  const timeZone = useTimeZone();
  const merged = useMemo(() => ({ ...outer, ...messages }) as AbstractIntlMessages, [outer, messages]);
  return (
    <IntlProvider locale={locale} messages={merged} timeZone={timeZone ?? DEFAULT_TIME_ZONE}>
      {children}
    </IntlProvider>
  );
}
