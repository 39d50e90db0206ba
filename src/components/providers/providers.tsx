'use client';

import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { AbstractIntlMessages } from 'next-intl';
import type { ReactNode } from 'react';
import { cssVariablesResolver, theme } from '~/theme';
import { TRPCReactProvider } from '~/trpc/react';
import { IntlProvider } from './intl-provider';
import { LocaleSync } from './locale-sync';
import { SessionStatusProvider } from './session';

export function Providers(props: { locale: string; messages: AbstractIntlMessages; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <IntlProvider locale={props.locale} messages={props.messages}>
        <SessionStatusProvider>
          <TRPCReactProvider>
            <Notifications position="top-right" />
            <LocaleSync />
            {props.children}
          </TRPCReactProvider>
        </SessionStatusProvider>
      </IntlProvider>
    </MantineProvider>
  );
}
