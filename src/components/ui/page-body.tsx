'use client';

import { useEffect, type HTMLAttributes } from 'react';
import { EARLY_TAP_MARK, earlyForms } from './early-submit';

/** For how long after the last tap a button whose part of the page has not run its code is tried again. */
const TAP_RETRY_MS = 10_000;
const TAP_RETRY_EVERY_MS = 100;

/**
 * The page's `<body>`: every click React's code passes on to the page is marked as seen, and a tap
 * on a button the page never saw (made before its code ran; early-submit.ts) is made again once it
 * runs. A button not yet live (its part of the page still waits for its code) or disabled for now
 * (its data on the way) is tried again for a while, then the tap is let go.
 */
export function PageBody(props: Omit<HTMLAttributes<HTMLBodyElement>, 'onClickCapture'>) {
  useEffect(() => {
    const forms = earlyForms();
    if (!forms) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let until = 0;
    // One tap per task, as a person's taps come: each sees the page its predecessor left.
    const replay = () => {
      timer = undefined;
      const waiting = forms.taps.filter(({ button, event }) => button.isConnected && !forms.seen.has(event));
      for (const { button } of forms.taps) if (!waiting.some((tap) => tap.button === button)) button.removeAttribute(EARLY_TAP_MARK);
      forms.taps = waiting;
      const { button } = forms.taps[0] ?? {};
      if (!button) return;
      button.setAttribute(EARLY_TAP_MARK, '');
      if (!button.disabled) {
        const click = new MouseEvent('click', { bubbles: true, cancelable: true, view: window });
        forms.replaying = true;
        try {
          button.dispatchEvent(click);
        } finally {
          forms.replaying = false;
        }
        if (forms.seen.has(click)) {
          button.removeAttribute(EARLY_TAP_MARK);
          forms.taps.shift();
          timer = setTimeout(replay, 0);
          return;
        }
      }
      if (Date.now() < until) timer = setTimeout(replay, TAP_RETRY_EVERY_MS);
      else {
        for (const tap of forms.taps) tap.button.removeAttribute(EARLY_TAP_MARK);
        forms.taps = [];
      }
    };
    // The script calls this on every tap; one the page's code saw is dropped on the next run.
    forms.onTap = () => {
      until = Date.now() + TAP_RETRY_MS;
      clearTimeout(timer);
      timer = setTimeout(replay, 0);
    };
    forms.onTap();
    return () => {
      forms.onTap = undefined;
      clearTimeout(timer);
    };
  }, []);
  return <body {...props} onClickCapture={(event) => earlyForms()?.seen.add(event.nativeEvent)} />;
}
