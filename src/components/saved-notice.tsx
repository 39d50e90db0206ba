'use client';

import { useCallback, type ReactNode } from 'react';
import { Alert } from './ui/controls';

/**
 * A save's confirmation, placed beside the Save button and brought into view when it appears, so
 * on a phone it shows where the person is looking, never at the top of a long form off-screen.
 */
export function SavedNotice({ children, 'data-testid': testId }: { children: ReactNode; 'data-testid'?: string }) {
  const reveal = useCallback((node: HTMLDivElement | null) => {
    // Only as far as it takes: a notice already in view does not move the page.
    node?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, []);
  return (
    <div ref={reveal}>
      <Alert color="teal" role="status" data-testid={testId}>
        {children}
      </Alert>
    </div>
  );
}
