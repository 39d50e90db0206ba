'use client';

import { Button, Modal, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useCheckoutReturn } from './use-checkout-return';

/** SPEC §2: after a renewal checkout, /dashboard?subscription=renewed confirms it; the overlay does not close it. */
export function RenewedModal() {
  const t = useTranslations('subscription');
  const { isReturn, validUntil, clear } = useCheckoutReturn('renewed');
  return (
    <Modal opened={isReturn} onClose={clear} closeOnClickOutside={false} title={t('renewedTitle')} centered data-testid="renewed-modal">
      <Stack gap="md">
        <Text data-testid="renewed-until">{validUntil ? t('validUntil', { date: validUntil }) : t('loading')}</Text>
        <Button onClick={clear}>{t('continueToDashboard')}</Button>
      </Stack>
    </Modal>
  );
}
