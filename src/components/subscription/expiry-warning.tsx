'use client';

import { notifications } from '@mantine/notifications';
import { useTranslations } from 'next-intl';
import { useEffect, useState, type CSSProperties } from 'react';
import { daysLeft, expiryWarningKey, shouldWarnOfExpiry, subscriptionTerms } from '~/domain/subscription';
import { api } from '~/trpc/react';
import { useErrorMessage } from '../errors/use-error-message';
import { PlainButton } from '../plain/mantine-markup';
import { startRenewal } from './calls';

const NOTIFICATION_ID = 'subscription-expiring';

// Inline: the message shows rarely, and a stylesheet here would come with every signed-in page.
const BODY: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 'var(--mantine-spacing-xs)' };
const TEXT: CSSProperties = { margin: 0, fontSize: 'var(--mantine-font-size-sm)', lineHeight: 'var(--mantine-line-height-sm)' };
const ACTIONS: CSSProperties = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'var(--mantine-spacing-xs)' };

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
        <div style={BODY} data-testid="expiry-warning">
          <p style={TEXT}>{t('expiringMessage', { days: daysLeft(subscription.periodEnd, at) })}</p>
          <div style={ACTIONS}>
            <PlainButton size="xs" onClick={() => void renew()}>
              {t('renewNow')}
            </PlainButton>
            <PlainButton size="xs" variant="default" onClick={() => notifications.hide(NOTIFICATION_ID)}>
              {t('remindLater')}
            </PlainButton>
          </div>
        </div>
      ),
    });
  }, [data, now, t]);

  useEffect(() => {
    if (renewFailure) notifications.show({ color: 'red', title: errorText(renewFailure.failure, 'subscription.checkout'), message: '' });
  }, [renewFailure, errorText]);

  return null;
}
