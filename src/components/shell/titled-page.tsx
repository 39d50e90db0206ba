import { Stack, Title } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

export type TPageKey = 'matches' | 'jobs' | 'applications' | 'documents' | 'settings' | 'jobPreferences' | 'resume';

/** A guarded page: its translated title (`pages.<page>.title`) above its content. */
export async function TitledPage({ page, children }: { page: TPageKey; children: ReactNode }) {
  const t = await getTranslations('pages');
  return (
    <Stack gap="md">
      <Title order={1}>{t(`${page}.title`)}</Title>
      {children}
    </Stack>
  );
}
