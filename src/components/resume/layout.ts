import type { CSSProperties } from 'react';
import { NAV_HEIGHT } from '~/theme-values';

/** Whatever the page scrolls to (a focused heading, an anchor, the file input) stops below the fixed top bar. */
export const BELOW_NAV: CSSProperties = { scrollMarginTop: NAV_HEIGHT + 16 };
