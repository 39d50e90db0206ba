'use client';

import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';

/** Shown while the access checks run (SPEC §2). */
export function PageLoader() {
  const t = useTranslations('common');
  return (
    <Center mih="60vh" role="status" aria-live="polite" data-testid="page-loader">
      <Stack align="center" gap="xs">
        <Loader color="orange" />
        <Text c="dimmed" size="sm">
          {t('checkingAccess')}
        </Text>
      </Stack>
    </Center>
  );
}
