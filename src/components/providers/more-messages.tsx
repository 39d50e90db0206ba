'use client';

import { useLocale, useMessages, type AbstractIntlMessages } from 'next-intl';
import { useMemo, type ReactNode } from 'react';
import { IntlProvider } from './intl-provider';

/** Adds namespaces to the catalogue the enclosing provider gives (only these are sent to the browser). */
export function MoreMessages({ messages, children }: { messages: AbstractIntlMessages; children: ReactNode }) {
  const outer = useMessages();
  const locale = useLocale();
  const merged = useMemo(() => ({ ...outer, ...messages }) as AbstractIntlMessages, [outer, messages]);
  return (
    <IntlProvider locale={locale} messages={merged}>
      {children}
    </IntlProvider>
  );
}
