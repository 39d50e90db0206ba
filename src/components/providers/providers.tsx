'use client';

import type { AbstractIntlMessages } from 'next-intl';
import type { ReactNode } from 'react';
import { TRPCReactProvider } from '~/trpc/react';
import { IntlProvider } from './intl-provider';
import { LocaleSync } from './locale-sync';
import { TimeZoneSync } from './time-zone-sync';
import { NotificationsHost } from './notifications-host';
import { SessionStatusWatch } from './session';
import { ScreenHint } from './use-is-phone';

/** What every page's client components share; Mantine's theme is in `MantineScope`, where Mantine is used. */
export function Providers(props: { locale: string; messages: AbstractIntlMessages; timeZone: string; children: ReactNode }) {
  return (
    <IntlProvider locale={props.locale} messages={props.messages} timeZone={props.timeZone}>
      <SessionStatusWatch />
      <TRPCReactProvider>
        <NotificationsHost />
        <LocaleSync />
        <TimeZoneSync current={props.timeZone} />
        <ScreenHint />
        {props.children}
      </TRPCReactProvider>
    </IntlProvider>
  );
}
