import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** Brand colours (SPEC §9): orange #FC861F (index 5), sage #7CA288, red #BB342F. */
export const BRAND = { orange: '#FC861F', sage: '#7CA288', red: '#BB342F' } as const;
export const NAV_HEIGHT = 64;
export const PAGE_TOP_PADDING = 80;

const orange: MantineColorsTuple = ['#fff3e6', '#ffe4cc', '#fec79a', '#fda764', '#fc9037', '#fc861f', '#e06f0b', '#b85a06', '#934703', '#6e3400'];
const sage: MantineColorsTuple = ['#eef5f0', '#dde9e1', '#bcd4c4', '#9bbfa6', '#88b095', '#7ca288', '#628a6f', '#4c6c56', '#374f3f', '#223228'];
const red: MantineColorsTuple = ['#fbeaea', '#f4cdcc', '#e89d9b', '#dc6d6a', '#cc4a45', '#bb342f', '#9f2b27', '#82231f', '#651b18', '#481310'];

export const theme = createTheme({
  colors: { orange, sage, red },
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
