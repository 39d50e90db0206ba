'use client';

import '~/components/dialog-css';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { MantineScope } from '../providers/mantine-scope';
import { useCheckoutReturn } from './use-checkout-return';

/** The renewal's confirmation with the subscription's new end, open while the address says it is a return from one. */
export function RenewedDialog() {
  const t = useTranslations('subscription');
  const { isReturn, validUntil, clear } = useCheckoutReturn('renewed');
  return (
    <MantineScope>
      <Modal opened={isReturn} onClose={clear} closeOnClickOutside={false} title={t('renewedTitle')} centered data-testid="renewed-modal">
        <Stack gap="md">
          <Text data-testid="renewed-until">{validUntil ? t('validUntil', { date: validUntil }) : t('loading')}</Text>
          <Button onClick={clear}>{t('continueToDashboard')}</Button>
        </Stack>
      </Modal>
    </MantineScope>
  );
}
