import type { CSSProperties } from 'react';
import { NAV_HEIGHT } from '~/theme';

/** Whatever the page scrolls to (a focused heading, an anchor, the file input) stops below the fixed top bar. */
export const BELOW_NAV: CSSProperties = { scrollMarginTop: NAV_HEIGHT + 16 };

/** A button whose label may wrap on a narrow screen instead of being cut (long Spanish labels). */
export const WRAPPING_BUTTON = { h: 'auto', mih: 36, py: 6, styles: { label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 } } } as const;
