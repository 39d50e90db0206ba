// The theme's values without Mantine's code: the browser's plain controls read them without the theme object.
import type { MantineColorsTuple } from '@mantine/core';

/** Brand colours (docs/product-rules.md §9): orange #FC861F (index 5), sage #7CA288, red #BB342F. */
export const BRAND = { orange: '#FC861F', sage: '#7CA288', red: '#BB342F' } as const;
export const NAV_HEIGHT = 64;
export const PAGE_TOP_PADDING = 80;

const orange: MantineColorsTuple = ['#fff3e6', '#ffe4cc', '#fec79a', '#fda764', '#fc9037', '#fc861f', '#e06f0b', '#b85a06', '#934703', '#6e3400'];
const sage: MantineColorsTuple = ['#eef5f0', '#dde9e1', '#bcd4c4', '#9bbfa6', '#88b095', '#7ca288', '#628a6f', '#4c6c56', '#374f3f', '#223228'];
const red: MantineColorsTuple = ['#fbeaea', '#f4cdcc', '#e89d9b', '#dc6d6a', '#cc4a45', '#bb342f', '#9f2b27', '#82231f', '#651b18', '#481310'];

/** Rumbo's own colour families (shade 0 to 9). */
export const COLORS: Record<string, MantineColorsTuple> = { orange, sage, red };
