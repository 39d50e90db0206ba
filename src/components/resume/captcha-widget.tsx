'use client';

import type {} from 'altcha/types/react';
import type { AltchaWidgetElement } from 'altcha';
import { Alert, Button } from '~/components/ui/controls';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useEffectEvent, useId, useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import classes from './captcha-widget.module.css';

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

// The widget while it draws its box: in the page, under the look-alike box, unseen and unreachable.
const WIDGET_DRAWING_STYLE = { ...WIDGET_STYLE, position: 'absolute', inset: 0, visibility: 'hidden' } as CSSProperties;

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

/**
 * The widget's look before its script is fetched: the same box and label, so the page's first
 * load carries no anti-bot code (its script and its start-up work came in the page's busiest
 * second). Pointing at it, focusing it or touching it fetches the script; a click (or Space) also
 * asks the widget to verify as soon as it is there, so one tick is all it takes.
 */
function StandIn({
  isWaiting,
  onPrepare,
  onPress,
  onTick,
  onFocusChange,
}: {
  isWaiting: boolean;
  onPrepare: () => void;
  onPress: () => void;
  onTick: () => void;
  onFocusChange: (hasFocus: boolean) => void;
}) {
  const t = useTranslations('resume.captcha');
  const id = useId();
  return (
    <label className={classes.standIn} htmlFor={id} style={WIDGET_STYLE} onPointerEnter={onPrepare} onTouchStart={onPrepare} onPointerDown={onPress} data-testid="captcha-widget">
      <input
        id={id}
        type="checkbox"
        checked={false}
        aria-busy={isWaiting || undefined}
        onFocus={() => {
          onFocusChange(true);
          onPrepare();
        }}
        onBlur={() => onFocusChange(false)}
        onChange={onTick}
        // Space ticks a checkbox when the key comes back up, and by then the widget may have taken
        // the box's place (its box never saw the key go down): the tick counts from the press.
        onKeyDown={(event) => {
          if (event.key === ' ') onTick();
        }}
      />
      <span>{isWaiting ? t('verifying') : t('label')}</span>
    </label>
  );
}

/** The self-hosted ALTCHA proof-of-work check, loaded on this page only, in the browser, once the person reaches for it. */
export function CaptchaWidget({ challenge, onToken, onExpired }: TProps) {
  const t = useTranslations('resume.captcha');
  const locale = useLocale();
  const strings = useWidgetStrings();
  const ref = useRef<AltchaWidgetElement>(null);
  const [status, setStatus] = useState<'idle' | 'loading' | 'ready' | 'failed'>('idle');
  const [attempt, setAttempt] = useState(0);
  // Ticked before the widget was there: it verifies once it is.
  const [isTickPending, setTickPending] = useState(false);
  // The stand-in's box has the keyboard's focus: the widget's box takes it over.
  const hadFocus = useRef(false);
  // Whether it had the focus when the widget's box was found (its removal may blur it first).
  const isFocusHandedOver = useRef(false);
  // A pointer is pressed on the look-alike box: the click comes when it is released, on the box it
  // went down on, so the widget waits to take its place (a press and a release on two different
  // boxes would click neither).
  const isPressed = useRef(false);
  // The widget has drawn its box, so it replaces the look-alike box.
  const [hasBox, setHasBox] = useState(false);
  const challengeJson = useMemo(() => JSON.stringify(challenge), [challenge]);
  const prepare = () => setStatus((now) => (now === 'idle' ? 'loading' : now));

  useEffect(() => {
    if (status !== 'loading') return;
    let isActive = true;
    // The web component registers itself on import; it needs `window`, so it never runs on the server.
    import('altcha').then(
      () => isActive && setStatus('ready'),
      () => isActive && setStatus('failed'),
    );
    return () => {
      isActive = false;
    };
  }, [status, attempt]);

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

  // The element draws its box a moment after it joins the page (its component starts in a
  // microtask): meanwhile the look-alike box stays, with the keyboard's focus and its clicks and
  // keys, and the widget takes its place only once its box is there, so no key falls in between.
  useEffect(() => {
    const widget = ref.current;
    if (status !== 'ready' || !widget || hasBox) return;
    let frame = 0;
    const look = () => {
      if (isPressed.current || !widget.querySelector('input')) {
        frame = requestAnimationFrame(look);
        return;
      }
      isFocusHandedOver.current = hadFocus.current;
      setHasBox(true);
    };
    look();
    return () => cancelAnimationFrame(frame);
  }, [status, hasBox]);

  // In the same commit as the swap, before the browser handles another event: the focus and a
  // tick given to the look-alike box go to the widget's own.
  useLayoutEffect(() => {
    const widget = ref.current;
    const box = widget?.querySelector('input');
    if (!hasBox || !widget || !box) return;
    if (isFocusHandedOver.current) box.focus();
    isFocusHandedOver.current = false;
    hadFocus.current = false;
    // The look-alike box is gone from here on, so a tick is handed over once.
    if (isTickPending) void widget.verify();
  }, [hasBox, isTickPending]);

  if (status === 'failed') {
    return (
      <Alert color="red" title={t('unavailable')}>
        <Button
          size="xs"
          variant="light"
          color="red"
          onClick={() => {
            setStatus('loading');
            setAttempt((n) => n + 1);
          }}
        >
          {t('retry')}
        </Button>
      </Alert>
    );
  }
  const standIn = (
    <StandIn
      isWaiting={isTickPending}
      onPrepare={prepare}
      onPress={() => {
        isPressed.current = true;
        prepare();
        // Released anywhere (or taken by the browser): the click, if any, has been dispatched by then.
        const release = () => {
          isPressed.current = false;
          window.removeEventListener('pointerup', release, true);
          window.removeEventListener('pointercancel', release, true);
        };
        window.addEventListener('pointerup', release, true);
        window.addEventListener('pointercancel', release, true);
      }}
      onTick={() => {
        setTickPending(true);
        prepare();
      }}
      onFocusChange={(hasFocus) => {
        hadFocus.current = hasFocus;
      }}
    />
  );
  const isReady = status === 'ready';
  // One tree for every state, so the look-alike box (and the keyboard's focus in it) stays put
  // while the widget draws its own.
  return (
    <div style={{ position: 'relative' }}>
      {isReady && hasBox ? null : standIn}
      {isReady ? (
        // The native checkbox: the styled one lays its (invisible) tick over the box's centre, where clicks then do nothing.
        <altcha-widget
          ref={ref}
          challenge={challengeJson}
          language={locale}
          type="native"
          auto="off"
          configuration={JSON.stringify({ hideFooter: true })}
          style={hasBox ? WIDGET_STYLE : WIDGET_DRAWING_STYLE}
          data-testid={hasBox ? 'captcha-widget' : undefined}
        />
      ) : null}
    </div>
  );
}
