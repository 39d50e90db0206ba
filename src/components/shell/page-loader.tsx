'use client';

import { useTranslations } from 'next-intl';
import type { CSSProperties } from 'react';
import { Loader } from '../ui/controls';

// Inline, centred as Mantine's Center and Stack placed it: a stylesheet here would come with every signed-in page.
const COLUMN: CSSProperties = { display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 'var(--mantine-spacing-xs)', minHeight: '60vh' };
const TEXT: CSSProperties = { margin: 0, fontSize: 'var(--mantine-font-size-sm)', lineHeight: 'var(--mantine-line-height-sm)', color: 'var(--mantine-color-dimmed)' };

/** Shown while the access checks run (docs/product-rules.md §2). */
export function PageLoader() {
  const t = useTranslations('common');
  return (
    <div style={COLUMN} role="status" aria-live="polite" data-testid="page-loader">
      <Loader color="orange" />
      <p style={TEXT}>{t('checkingAccess')}</p>
    </div>
  );
}
