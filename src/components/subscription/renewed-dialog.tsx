'use client';

import '~/components/dialog-css';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { MantineScope } from '../providers/mantine-scope';
import { useCheckoutReturn } from './use-checkout-return';

/**
 * The renewal's confirmation with the subscription's new end, open while the address says it is a
 * return from one; or, when nothing was bought (the subscription renews itself), the date it renews.
 */
export function RenewedDialog() {
  const t = useTranslations('subscription');
  // Read once when it opens, so the title does not change while it closes (the address loses it).
  const params = useSearchParams();
  const [outcome] = useState<'renewing' | 'renewed'>(() => (params.get('subscription') === 'renewing' ? 'renewing' : 'renewed'));
  const { isReturn, validUntil, clear } = useCheckoutReturn(outcome);
  const isRenewing = outcome === 'renewing';
  const text = isRenewing ? t('renewsItself', { date: validUntil ?? '' }) : t('validUntil', { date: validUntil ?? '' });
  return (
    <MantineScope>
      <Modal opened={isReturn} onClose={clear} closeOnClickOutside={false} title={isRenewing ? t('renewingTitle') : t('renewedTitle')} centered data-testid="renewed-modal">
        <Stack gap="md">
          <Text data-testid="renewed-until">{validUntil ? text : t('loading')}</Text>
          <Button onClick={clear}>{t('continueToDashboard')}</Button>
        </Stack>
      </Modal>
    </MantineScope>
  );
}
