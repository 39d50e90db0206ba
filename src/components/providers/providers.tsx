'use client';

import { MantineProvider } from '@mantine/core';
import type { AbstractIntlMessages } from 'next-intl';
import type { ReactNode } from 'react';
import { theme } from '~/theme';
import { TRPCReactProvider } from '~/trpc/react';
import { IntlProvider } from './intl-provider';
import { LocaleSync } from './locale-sync';
import { NotificationsHost } from './notifications-host';
import { SessionStatusProvider } from './session';
import { ThemeCssVariables } from './theme-css-variables';
import { ScreenHint } from './use-is-phone';

export function Providers(props: { locale: string; messages: AbstractIntlMessages; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} forceColorScheme="light" withCssVariables={false}>
      <ThemeCssVariables />
      <IntlProvider locale={props.locale} messages={props.messages}>
        <SessionStatusProvider>
          <TRPCReactProvider>
            <NotificationsHost />
            <LocaleSync />
            <ScreenHint />
            {props.children}
          </TRPCReactProvider>
        </SessionStatusProvider>
      </IntlProvider>
    </MantineProvider>
  );
}
