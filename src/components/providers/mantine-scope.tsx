'use client';

import { MantineProvider } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import { theme } from '~/theme';

/**
 * Mantine's theme for the components below it. Not in the root layout: the pages that show only
 * plain markup (the dashboard, the matches) load none of Mantine's runtime; the pages and the parts
 * loaded on use that show Mantine's components (forms, dialogs, menus, notifications) are wrapped.
 * The theme's CSS variables are in the stylesheet (`mantine-light-variables.css`), not written here.
 */
export function MantineScope({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} forceColorScheme="light" withCssVariables={false}>
      {children}
    </MantineProvider>
  );
}

/** A part loaded on use that shows Mantine's components, in its own scope: the page around it loads none of Mantine. */
export function withMantineScope<TProps extends object>(Component: ComponentType<TProps>) {
  function Scoped(props: TProps) {
    return (
      <MantineScope>
        <Component {...props} />
      </MantineScope>
    );
  }
  return Scoped;
}
