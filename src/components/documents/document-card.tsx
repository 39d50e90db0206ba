'use client';

import { useId, type ReactNode } from 'react';
import { Card, Stack, Title } from '../ui/layout';

/** One kind of document on /documents: a titled section. */
export function DocumentCard({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card component="section" aria-labelledby={id} data-testid={testId}>
      <Stack gap="sm">
        <Title order={2} fz="h3" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
