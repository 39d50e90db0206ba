'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { useStoredItem, writeStoredItem } from '../onboarding/stored-item';
import { useCheckoutReturn } from '../subscription/use-checkout-return';
import { WELCOME_DISMISS_ATTRIBUTE, WELCOME_SEEN_KEY } from './welcome-key';
import { setBrowserCookie } from '../browser-cookie';
import { Alert } from '../ui/controls';
import classes from './dashboard-panels.module.css';
import { api } from '~/trpc/react';

/** The same flag as a cookie, so the server renders the card, or leaves it out, in its place (no layout shift). */
function rememberSeen() {
  setBrowserCookie(WELCOME_SEEN_KEY, 'true');
}

/**
 * Whether the first-visit welcome shows (welcome-card.tsx has its text, rendered by the server):
 * until dismissed in this browser, and once more right after a first subscription
 * (/dashboard?subscription=started), then with the subscription's end in an alert under `head`.
 * `isSeenOnServer`: the cookie copy of the local-storage flag (docs/product-rules.md §3 keeps the flag
 * there), or the person's record saying they closed it in another browser.
 */
export function WelcomeGate({ isSeenOnServer, head, children }: { isSeenOnServer: boolean; head: ReactNode; children: ReactNode }) {
  const t = useTranslations('dashboard.welcome');
  const stored = useStoredItem(WELCOME_SEEN_KEY);
  const [isDismissed, setDismissed] = useState(false);
  // Kept with the account too, so no other browser of the person's shows it again.
  const keep = api.user.dismissWelcome.useMutation();
  const started = useCheckoutReturn('started', !isDismissed);
  const isStarted = started.isReturn;
  // Storage is unread (undefined) until hydration is over, so the server's answer holds until then.
  const isSeenInStorage = stored != null;
  // Dismissed before the cookie existed: copied once, so later visits render it in place.
  const isSeenOnlyInStorage = isSeenInStorage && !isSeenOnServer;
  useEffect(() => {
    if (isSeenOnlyInStorage) rememberSeen();
  }, [isSeenOnlyInStorage]);
  const isOpen = !isDismissed && (!(isSeenOnServer || isSeenInStorage) || isStarted);

  // Clicks on the buttons and links the server drew, as they bubble up (after a step link's own handler, so its page still opens).
  const dismissOn = (event: MouseEvent) => {
    if (!(event.target instanceof Element) || !event.target.closest(`a, [${WELCOME_DISMISS_ATTRIBUTE}]`)) return;
    setDismissed(true);
    writeStoredItem(WELCOME_SEEN_KEY, 'true');
    rememberSeen();
    keep.mutate();
    if (isStarted) started.clear();
  };

  if (!isOpen) return null;
  return (
    <section className={classes.welcome} data-testid="welcome" aria-labelledby="welcome-title" onClick={dismissOn}>
      {head}
      {started.validUntil ? (
        <Alert color="teal" data-testid="welcome-active">
          {t('active', { date: started.validUntil })}
        </Alert>
      ) : null}
      {children}
    </section>
  );
}
