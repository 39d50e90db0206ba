'use client';

import { useEffect, type HTMLAttributes } from 'react';
import { EARLY_TAP_MARK, earlyForms } from './early-submit';

/** For how long after it was first tried a tap on a button whose part of the page has not run its code is tried again. */
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
    // When each waiting tap was first tried, on the page's clock: each is let go on its own time, so
    // later clicks on other buttons do not keep an old tap waiting.
    const firstTried = new WeakMap<Event, number>();
    // The marks the head's script (every tap waiting now was made before this code ran) and this code
    // set: only those are taken off, not one a button's own markup carries (the examples page).
    const marked = new WeakSet<HTMLButtonElement>(forms.taps.map(({ button }) => button));
    const unmark = (button: HTMLButtonElement) => {
      if (marked.delete(button)) button.removeAttribute(EARLY_TAP_MARK);
    };
    // One tap per task, as a person's taps come: each sees the page its predecessor left.
    const replay = () => {
      timer = undefined;
      const now = Date.now();
      for (const { event } of forms.taps) if (!firstTried.has(event)) firstTried.set(event, now);
      const waiting = forms.taps.filter(({ button, event }) => button.isConnected && !forms.seen.has(event) && now - firstTried.get(event)! < TAP_RETRY_MS);
      for (const { button } of forms.taps) if (!waiting.some((tap) => tap.button === button)) unmark(button);
      forms.taps = waiting;
      const { button } = forms.taps[0] ?? {};
      if (!button) return;
      button.setAttribute(EARLY_TAP_MARK, '');
      marked.add(button);
      if (!button.disabled) {
        const click = new MouseEvent('click', { bubbles: true, cancelable: true, view: window });
        forms.replaying = true;
        try {
          button.dispatchEvent(click);
        } finally {
          forms.replaying = false;
        }
        if (forms.seen.has(click)) {
          unmark(button);
          forms.taps.shift();
          timer = setTimeout(replay, 0);
          return;
        }
      }
      timer = setTimeout(replay, TAP_RETRY_EVERY_MS);
    };
    // The script calls this on every tap; one the page's code saw is dropped on the next run.
    forms.onTap = () => {
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
