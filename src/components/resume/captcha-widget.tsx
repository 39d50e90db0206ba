'use client';

import type {} from 'altcha/types/react';
import type { AltchaWidgetElement } from 'altcha';
import { PlainAlert, PlainButton, PlainLoader } from '~/components/plain/mantine-markup';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useEffectEvent, useMemo, useRef, useState, type CSSProperties } from 'react';

/** The widget's own state names (altcha `State`), read from its `statechange` event. */
type TWidgetState = 'unverified' | 'verifying' | 'verified' | 'expired' | 'error' | 'code';
type TStateDetail = { state: TWidgetState; payload: string | null };

type TProps = {
  /** The ALTCHA v2 challenge from `resume.challenge`; a new object means a fresh, unused challenge. */
  challenge: unknown;
  /** The payload to send as `captcha_token` once verified; null whenever it is not (or no longer) usable. */
  onToken: (token: string | null) => void;
  /** The challenge ran out: the caller fetches a new one. */
  onExpired: () => void;
};

// Brand colours and full width so the widget sits in the card like any other field.
const WIDGET_STYLE = {
  '--altcha-color-primary': 'var(--mantine-color-orange-7)',
  '--altcha-border-radius': 'var(--mantine-radius-md)',
  '--altcha-max-width': '100%',
  accentColor: 'var(--mantine-color-orange-7)',
} as CSSProperties;

/** Widget texts from Rumbo's catalogue, so the check speaks the page's language and voice. */
function useWidgetStrings(): Record<string, string> {
  const t = useTranslations('resume.captcha');
  return useMemo(
    () => ({
      label: t('label'),
      verifying: t('verifying'),
      verified: t('verified'),
      error: t('error'),
      expired: t('expired'),
      loading: t('loading'),
      verificationRequired: t('required'),
      waitAlert: t('wait'),
      verify: t('verify'),
      reload: t('reload'),
      cancel: t('cancel'),
    }),
    [t],
  );
}

/** The self-hosted ALTCHA proof-of-work check, loaded on this page only and only in the browser. */
export function CaptchaWidget({ challenge, onToken, onExpired }: TProps) {
  const t = useTranslations('resume.captcha');
  const locale = useLocale();
  const strings = useWidgetStrings();
  const ref = useRef<AltchaWidgetElement>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);
  const challengeJson = useMemo(() => JSON.stringify(challenge), [challenge]);

  useEffect(() => {
    let isActive = true;
    // The web component registers itself on import; it needs `window`, so it never runs on the server.
    import('altcha').then(
      () => isActive && setStatus('ready'),
      () => isActive && setStatus('failed'),
    );
    return () => {
      isActive = false;
    };
  }, [attempt]);

  useEffect(() => {
    if (status !== 'ready') return;
    const registry = globalThis.$altcha.i18n;
    registry.set(locale, { ...registry.get('en'), ...strings });
  }, [status, locale, strings]);

  const handleState = useEffectEvent((detail: TStateDetail) => onToken(detail.state === 'verified' && detail.payload ? detail.payload : null));
  const handleExpired = useEffectEvent(() => {
    onToken(null);
    onExpired();
  });

  useEffect(() => {
    const widget = ref.current;
    if (status !== 'ready' || !widget) return;
    const onState = (event: Event) => handleState((event as CustomEvent<TStateDetail>).detail);
    const onExpire = () => handleExpired();
    widget.addEventListener('statechange', onState);
    widget.addEventListener('expired', onExpire);
    return () => {
      widget.removeEventListener('statechange', onState);
      widget.removeEventListener('expired', onExpire);
    };
  }, [status]);

  useEffect(() => {
    // A new challenge replaces a spent or expired one: the box is unticked and must be ticked again.
    const widget = ref.current;
    if (status === 'ready' && widget && typeof widget.reset === 'function') widget.reset();
  }, [status, challengeJson]);

  if (status === 'failed') {
    return (
      <PlainAlert color="red" title={t('unavailable')}>
        <PlainButton
          size="xs"
          variant="light"
          color="red"
          onClick={() => {
            setStatus('loading');
            setAttempt((n) => n + 1);
          }}
        >
          {t('retry')}
        </PlainButton>
      </PlainAlert>
    );
  }
  if (status === 'loading') return <PlainLoader size="sm" role="status" aria-label={t('loading')} />;
  // The native checkbox: the styled one lays its (invisible) tick over the box's centre, where clicks then do nothing.
  return (
    <altcha-widget
      ref={ref}
      challenge={challengeJson}
      language={locale}
      type="native"
      auto="off"
      configuration={JSON.stringify({ hideFooter: true })}
      style={WIDGET_STYLE}
      data-testid="captcha-widget"
    />
  );
}
