import { createTheme, type CSSVariablesResolver } from '@mantine/core';

import { COLORS } from './theme-values';

export const theme = createTheme({
  colors: COLORS,
  primaryColor: 'orange',
  // Shade 7 keeps white button text above 4.5:1 contrast; the pure brand orange is used for accents.
  primaryShade: 7,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  defaultRadius: 'md',
});

/**
 * Mantine's dimmed text (gray.6, #868e96) is 3.3:1 on white; #5c636a is 6.1:1 on white and stays
 * above 4.5:1 on the pale card and alert backgrounds (gray.0, orange.0). Also used by input descriptions.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5c636a' },
  dark: {},
});
