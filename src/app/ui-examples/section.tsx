import type { ReactNode } from 'react';
import { Stack, Title } from '~/components/ui/layout';

/** One part of the examples page: a section named by its heading. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`}>
      <Stack gap="sm">
        <Title order={2} fz="h3" id={`${id}-title`}>
          {title}
        </Title>
        {children}
      </Stack>
    </section>
  );
}
