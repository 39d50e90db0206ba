'use client';

import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { LanguageToggle } from '../shell/language-toggle';

/** The card on the onboarding gradient: the brand and the language switch (as on /auth), then the page. */
export function OnboardingCard({ children }: { children: ReactNode }) {
  const t = useTranslations('common');
  return (
    <Paper p={{ base: 'lg', sm: 'xl' }} radius="lg" shadow="md" maw={560} w="100%">
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
