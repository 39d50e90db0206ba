'use client';

import { useId, type ReactNode } from 'react';
import { PlainCard, PlainStack, PlainTitle } from '../plain/layout';

/** One kind of document on /documents: a titled section. */
export function DocumentCard({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  const id = useId();
  return (
    <PlainCard component="section" aria-labelledby={id} data-testid={testId}>
      <PlainStack gap="sm">
        <PlainTitle order={2} fz="h3" id={id}>
          {title}
        </PlainTitle>
        {children}
      </PlainStack>
    </PlainCard>
  );
}
