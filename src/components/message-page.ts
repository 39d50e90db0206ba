import type { CSSProperties } from 'react';

// The look of the pages that say something went wrong (an unknown address, a page that failed):
// plain elements with inline styles, since their code and styles come with every page of the site.
export const MESSAGE_MAIN: CSSProperties = { maxWidth: '45rem', marginInline: 'auto', padding: '6rem var(--mantine-spacing-md)' };
export const MESSAGE_COLUMN: CSSProperties = { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 'var(--mantine-spacing-md)' };
export const MESSAGE_TITLE: CSSProperties = {
  margin: 0,
  fontSize: 'var(--mantine-h1-font-size)',
  fontWeight: 'var(--mantine-h1-font-weight)',
  lineHeight: 'var(--mantine-h1-line-height)',
};
export const MESSAGE_LEAD: CSSProperties = { margin: 0, color: 'var(--mantine-color-dimmed)' };
export const MESSAGE_ROW: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: 'var(--mantine-spacing-md)' };
