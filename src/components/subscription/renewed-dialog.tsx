'use client';

import '~/components/dialog-css';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { MantineScope } from '../providers/mantine-scope';

export function RenewedDialog({ opened, validUntil, onClose }: { opened: boolean; validUntil: string | null; onClose: () => void }) {
  const t = useTranslations('subscription');
  return (
    <MantineScope>
      <Modal opened={opened} onClose={onClose} closeOnClickOutside={false} title={t('renewedTitle')} centered data-testid="renewed-modal">
        <Stack gap="md">
          <Text data-testid="renewed-until">{validUntil ? t('validUntil', { date: validUntil }) : t('loading')}</Text>
          <Button onClick={onClose}>{t('continueToDashboard')}</Button>
        </Stack>
      </Modal>
    </MantineScope>
  );
}
