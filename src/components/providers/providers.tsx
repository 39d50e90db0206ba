'use client';

import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { AbstractIntlMessages } from 'next-intl';
import { SessionProvider } from 'next-auth/react';
import type { ReactNode } from 'react';
import { cssVariablesResolver, theme } from '~/theme';
import { TRPCReactProvider } from '~/trpc/react';
import { IntlProvider } from './intl-provider';
import { LocaleSync } from './locale-sync';

export function Providers(props: { locale: string; messages: AbstractIntlMessages; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <IntlProvider locale={props.locale} messages={props.messages}>
        {/* Polling the session endpoint rewrites the cookie with refreshed tokens before they expire. */}
        <SessionProvider refetchInterval={4 * 60} refetchOnWindowFocus>
          <TRPCReactProvider>
            <Notifications position="top-right" />
            <LocaleSync />
            {props.children}
          </TRPCReactProvider>
        </SessionProvider>
      </IntlProvider>
    </MantineProvider>
  );
}
