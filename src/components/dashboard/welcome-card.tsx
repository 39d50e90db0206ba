'use client';

import { useTranslations } from 'next-intl';
import { PageLink } from '../page-link';
import { useEffect, useState } from 'react';
import { useStoredItem, writeStoredItem } from '../onboarding/stored-item';
import { useCheckoutReturn } from '../subscription/use-checkout-return';
import { WELCOME_SEEN_KEY } from './welcome-key';
import { setBrowserCookie } from '../browser-cookie';
import { PlainAlert, PlainButton, PlainCloseButton } from '../plain/mantine-markup';
import classes from './dashboard-panels.module.css';

const NEXT_STEPS = [
  { step: 'preferences', href: '/job-preferences' },
  { step: 'resume', href: '/resume' },
  { step: 'track', href: '/matches' },
] as const;

/** The same flag as a cookie, so the server renders the card, or leaves it out, in its place (no layout shift). */
function rememberSeen() {
  setBrowserCookie(WELCOME_SEEN_KEY, 'true');
}

/**
 * The first-visit welcome: what Rumbo does and three next steps. Shown until dismissed in this
 * browser, and once more right after a first subscription (/dashboard?subscription=started).
 * `isSeenOnServer` is the cookie copy of the local-storage flag (SPEC §3 keeps the flag there).
 */
export function WelcomeCard({ isSeenOnServer }: { isSeenOnServer: boolean }) {
  const t = useTranslations('dashboard.welcome');
  const stored = useStoredItem(WELCOME_SEEN_KEY);
  const [isDismissed, setDismissed] = useState(false);
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
  if (!isOpen) return null;

  const dismiss = () => {
    setDismissed(true);
    writeStoredItem(WELCOME_SEEN_KEY, 'true');
    rememberSeen();
    if (isStarted) started.clear();
  };
  return (
    <section className={classes.welcome} data-testid="welcome" aria-labelledby="welcome-title">
      <div className={classes.welcomeHead}>
        <h2 className={classes.welcomeTitle} id="welcome-title">
          {t('title')}
        </h2>
        <PlainCloseButton aria-label={t('close')} onClick={dismiss} />
      </div>
      {started.validUntil ? (
        <PlainAlert color="teal" data-testid="welcome-active">
          {t('active', { date: started.validUntil })}
        </PlainAlert>
      ) : null}
      <p className={classes.welcomeText}>{t('lead')}</p>
      <ol className={classes.steps}>
        {NEXT_STEPS.map(({ step, href }) => (
          <li key={step}>
            <div className={classes.step}>
              <PageLink href={href} className={classes.stepLink} onClick={dismiss}>
                {t(`steps.${step}.title`)}
              </PageLink>
              <p className={classes.stepText}>{t(`steps.${step}.text`)}</p>
            </div>
          </li>
        ))}
      </ol>
      <div>
        <PlainButton onClick={dismiss}>{t('dismiss')}</PlainButton>
      </div>
    </section>
  );
}
