'use client';

import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { daysLeft, expiryWarningKey, shouldWarnOfExpiry, subscriptionTerms } from '~/domain/subscription';
import { api } from '~/trpc/react';
import { useErrorMessage } from '../errors/use-error-message';
import { startRenewal } from './calls';

const NOTIFICATION_ID = 'subscription-expiring';

/** SPEC §4 expiry warning: 7 days or fewer left, at most once per 24 hours per user; stays until closed. */
export function ExpiryWarning({ now = () => Date.now() }: { now?: () => number }) {
  const t = useTranslations('subscription');
  const errorText = useErrorMessage();
  const { data } = api.subscription.status.useQuery();
  const [renewFailure, setRenewFailure] = useState<{ failure: unknown } | null>(null);

  useEffect(() => {
    const subscription = data ? subscriptionTerms(data) : null;
    if (!data || !subscription) return;
    const key = expiryWarningKey(data.email);
    const stored = window.localStorage.getItem(key);
    const at = now();
    if (!shouldWarnOfExpiry(subscription, stored === null ? null : Number(stored), at)) return;
    window.localStorage.setItem(key, String(at));
    const renew = () =>
      startRenewal(data.email).catch((failure: unknown) => {
        setRenewFailure({ failure });
      });
    notifications.show({
      id: NOTIFICATION_ID,
      autoClose: false,
      withCloseButton: true,
      color: 'orange',
      title: t('expiringTitle'),
      message: (
        <Stack gap="xs" data-testid="expiry-warning">
          <Text size="sm">{t('expiringMessage', { days: daysLeft(subscription.periodEnd, at) })}</Text>
          <Group gap="xs">
            <Button size="xs" onClick={() => void renew()}>
              {t('renewNow')}
            </Button>
            <Button size="xs" variant="default" onClick={() => notifications.hide(NOTIFICATION_ID)}>
              {t('remindLater')}
            </Button>
          </Group>
        </Stack>
      ),
    });
  }, [data, now, t]);

  useEffect(() => {
    if (renewFailure) notifications.show({ color: 'red', title: errorText(renewFailure.failure, 'subscription.checkout'), message: '' });
  }, [renewFailure, errorText]);

  return null;
}
