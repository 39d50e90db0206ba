'use client';

import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { daysLeft, expiryWarningKey, shouldWarnOfExpiry } from '~/domain/subscription';
import { useTRPC } from '~/trpc/react';
import { startRenewal } from './calls';

const NOTIFICATION_ID = 'subscription-expiring';

/** SPEC §4 expiry warning: 7 days or fewer left, at most once per 24 hours per user; stays until closed. */
export function ExpiryWarning({ now = () => Date.now() }: { now?: () => number }) {
  const t = useTranslations('subscription');
  const trpc = useTRPC();
  const { data } = useQuery(trpc.subscription.status.queryOptions());
  const [hasRenewFailed, setRenewFailed] = useState(false);

  useEffect(() => {
    if (!data?.periodEnd || !data.status || !data.paymentStatus) return;
    const key = expiryWarningKey(data.email);
    const stored = window.localStorage.getItem(key);
    const at = now();
    const subscription = { status: data.status, paymentStatus: data.paymentStatus, periodEnd: data.periodEnd, cancelAtEnd: data.cancelAtEnd, updated_at: 0 };
    if (!shouldWarnOfExpiry(subscription, stored === null ? null : Number(stored), at)) return;
    window.localStorage.setItem(key, String(at));
    const renew = () =>
      startRenewal(data.email).catch(() => {
        setRenewFailed(true);
      });
    notifications.show({
      id: NOTIFICATION_ID,
      autoClose: false,
      withCloseButton: true,
      color: 'orange',
      title: t('expiringTitle'),
      message: (
        <Stack gap="xs" data-testid="expiry-warning">
          <Text size="sm">{t('expiringMessage', { days: daysLeft(data.periodEnd, at) })}</Text>
          <Group gap="xs">
            <Button size="xs" onClick={() => void renew()}>{t('renewNow')}</Button>
            <Button size="xs" variant="default" onClick={() => notifications.hide(NOTIFICATION_ID)}>{t('remindLater')}</Button>
          </Group>
        </Stack>
      ),
    });
  }, [data, now, t]);

  useEffect(() => {
    if (hasRenewFailed) notifications.show({ color: 'red', title: t('errors.checkoutFailed'), message: '' });
  }, [hasRenewFailed, t]);

  return null;
}
