'use client';

import { Button, Modal, Stack, Text } from '@mantine/core';
import { useFormatter, useTranslations } from 'next-intl';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { api } from '~/trpc/react';

/** SPEC §2: after a renewal checkout, /dashboard?subscription=renewed confirms it; the overlay does not close it. */
export function RenewedModal() {
  const t = useTranslations('subscription');
  const format = useFormatter();
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const isOpen = params.get('subscription') === 'renewed';
  const { data } = api.subscription.status.useQuery(undefined, { enabled: isOpen });
  const close = () => router.replace(pathname);
  return (
    <Modal opened={isOpen} onClose={close} closeOnClickOutside={false} title={t('renewedTitle')} centered data-testid="renewed-modal">
      <Stack gap="md">
        <Text data-testid="renewed-until">{data?.periodEnd ? t('validUntil', { date: format.dateTime(new Date(data.periodEnd), { dateStyle: 'long' }) }) : t('loading')}</Text>
        <Button onClick={close}>{t('continueToDashboard')}</Button>
      </Stack>
    </Modal>
  );
}
