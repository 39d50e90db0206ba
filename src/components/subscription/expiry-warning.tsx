'use client';

import { useEffect, useState } from 'react';
import { daysLeft, expiryWarningKey, shouldWarnOfExpiry, subscriptionTerms } from '~/domain/subscription';
import { api } from '~/trpc/react';
import { preloadedPart } from '../lazy-part';

// The notice, its renewal call and the error catalogue load only when it is due.
const { Part: ExpiryNotice, preload: loadNotice } = preloadedPart(() => import('./expiry-notice').then((module) => module.ExpiryNotice));

/** docs/product-rules.md §4 expiry warning: 7 days or fewer left, at most once per 24 hours per user; stays until closed. */
export function ExpiryWarning({ now = () => Date.now() }: { now?: () => number }) {
  const { data } = api.subscription.status.useQuery();
  const [due, setDue] = useState<{ email: string; days: number } | null>(null);

  useEffect(() => {
    const subscription = data ? subscriptionTerms(data) : null;
    if (!data || !subscription) return;
    const key = expiryWarningKey(data.email);
    const stored = window.localStorage.getItem(key);
    const at = now();
    if (!shouldWarnOfExpiry(subscription, stored === null ? null : Number(stored), at)) return;
    const days = daysLeft(subscription.periodEnd, at);
    // Shown once its code is here (so it renders at once); a failed load leaves it due.
    loadNotice().then(
      () => {
        window.localStorage.setItem(key, String(at));
        setDue({ email: data.email, days });
      },
      () => undefined,
    );
  }, [data, now]);

  return due ? <ExpiryNotice email={due.email} days={due.days} /> : null;
}
