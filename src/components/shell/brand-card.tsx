'use client';

import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { LanguageToggle } from './language-toggle';

/** The card of the signed-out screens (/auth, /onboarding): the brand and the language switch, then the page. */
export function BrandCard({ width, children }: { width: number; children: ReactNode }) {
  const t = useTranslations('common');
  return (
    <Paper p={{ base: 'lg', sm: 'xl' }} radius="lg" shadow="md" maw={width} w="100%">
      <Stack gap="md">
        <Group justify="space-between">
          <Text fw={800} fz={22} c="orange.7">
            {t('appName')}
          </Text>
          <LanguageToggle />
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
