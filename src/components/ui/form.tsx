'use client';

import { useEffect, useLayoutEffect, useRef, useState, type FormHTMLAttributes } from 'react';
import { EARLY_TAP_MARK, earlyForms } from './early-submit';
import { isEarlyInputPending } from './typed-early';

/**
 * Rumbo's form: a `<form>` whose code sends it (no `action`). Sent before that code ran, it is sent
 * once the code runs, by the same button, with what the person typed meanwhile
 * (early-submit.ts; the fields take their early text with `useEarlyText`).
 */
export function Form({ onSubmit, ...props }: Omit<FormHTMLAttributes<HTMLFormElement>, 'action' | 'method'>) {
  const ref = useRef<HTMLFormElement>(null);
  const [early, setEarly] = useState<{ submitter: HTMLElement | null }>();
  useLayoutEffect(() => {
    const form = ref.current;
    if (form) earlyForms()?.live.add(form);
  }, []);
  // Scheduled from a passive effect, so after what each field typed early gives the page (scheduled
  // from layout effects); the send then reads the state those gave.
  useEffect(() => {
    const forms = earlyForms();
    const form = ref.current;
    if (!forms || !form || !forms.early.has(form)) return;
    const timer = setTimeout(() => {
      const submitter = forms.early.get(form) ?? null;
      forms.early.delete(form);
      setEarly({ submitter });
    }, 0);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    const form = ref.current;
    if (!early || !form) return;
    setEarly(undefined);
    const { submitter } = early;
    submitter?.removeAttribute(EARLY_TAP_MARK);
    form.requestSubmit(submitter && form.contains(submitter) ? submitter : null);
  }, [early]);
  return (
    <form
      ref={ref}
      {...props}
      onSubmit={(event) => {
        // Sent just as the code ran, before what was typed earlier reached the page's state: sent
        // again once it has (the early inputs' timers were scheduled before this one).
        if (isEarlyInputPending()) {
          event.preventDefault();
          const { submitter } = event.nativeEvent as SubmitEvent;
          setTimeout(() => setEarly({ submitter }), 0);
          return;
        }
        onSubmit?.(event);
      }}
    />
  );
}
