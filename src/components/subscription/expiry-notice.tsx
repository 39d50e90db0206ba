'use client';

import { notices } from '~/components/providers/notices';
import { useTranslations } from 'next-intl';
import { useEffect, useState, type CSSProperties } from 'react';
import { useErrorMessage } from '../errors/use-error-message';
import { Button } from '../ui/controls';
import { startRenewal } from './calls';

const NOTIFICATION_ID = 'subscription-expiring';

// Inline: the message shows rarely, and a stylesheet here would come with every signed-in page.
const BODY: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 'var(--mantine-spacing-xs)' };
const TEXT: CSSProperties = { margin: 0, fontSize: 'var(--mantine-font-size-sm)', lineHeight: 'var(--mantine-line-height-sm)' };
const ACTIONS: CSSProperties = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'var(--mantine-spacing-xs)' };

/** The expiry warning itself (see ExpiryWarning for when): the days left, Renew Now and Remind me later; stays until closed. */
export function ExpiryNotice({ email, days }: { email: string; days: number }) {
  const t = useTranslations('subscription');
  const errorText = useErrorMessage();
  const [renewFailure, setRenewFailure] = useState<{ failure: unknown } | null>(null);

  useEffect(() => {
    const renew = () =>
      startRenewal(email).catch((failure: unknown) => {
        setRenewFailure({ failure });
      });
    notices.show({
      id: NOTIFICATION_ID,
      autoClose: false,
      withCloseButton: true,
      color: 'orange',
      title: t('expiringTitle'),
      message: (
        <div style={BODY} data-testid="expiry-warning">
          <p style={TEXT}>{t('expiringMessage', { days })}</p>
          <div style={ACTIONS}>
            <Button size="xs" onClick={() => void renew()}>
              {t('renewNow')}
            </Button>
            <Button size="xs" variant="default" onClick={() => notices.hide(NOTIFICATION_ID)}>
              {t('remindLater')}
            </Button>
          </div>
        </div>
      ),
    });
  }, [email, days, t]);

  useEffect(() => {
    if (renewFailure) notices.show({ color: 'red', title: errorText(renewFailure.failure, 'subscription.checkout'), message: '' });
  }, [renewFailure, errorText]);

  return null;
}
