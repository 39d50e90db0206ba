import { useEffectEvent, useLayoutEffect } from 'react';
import { earlyForms } from './early-submit';

/**
 * What a person did to a server-rendered control before the page's code ran (a slow phone), given
 * to the page once it runs. React keeps such a control as the person left it but not what it
 * means, and a second tap on it changes nothing. `read` runs as the page first commits, before any
 * render can put a field's state back in its box (a render caused by another field taken up the
 * same way would): it returns what the person left there, or undefined for nothing. `replay` gets
 * that once every effect of the first render has run, the router's included, so a choice that
 * changes the address is not undone by the router taking the page's own.
 */
export function useEarlyInput<T>(read: () => T | undefined, replay: (early: T) => void) {
  const readNow = useEffectEvent(read);
  const run = useEffectEvent(replay);
  useLayoutEffect(() => {
    const early = readNow();
    if (early === undefined) return;
    pending += 1;
    let isDone = false;
    const timer = setTimeout(() => {
      isDone = true;
      pending -= 1;
      run(early);
    }, 0);
    return () => {
      clearTimeout(timer);
      if (!isDone) pending -= 1;
    };
  }, []);
}

/** How many early inputs are read but not yet given to the page. */
let pending = 0;

/**
 * Whether something the person did before the page's code ran is still on its way to the page: a
 * form sent now would send the state from before it (`Form` sends it once that has arrived).
 */
export const isEarlyInputPending = () => pending > 0;

/**
 * `useEarlyInput` for a text box (the element with `id`): text typed, or cleared, before the
 * page's code ran is given to `onText` once it runs, when it differs from the field's `value`
 * (what the head's script kept as typed, else what the box holds).
 */
export function useEarlyText(id: string, value: string, onText: (text: string) => void) {
  useEarlyInput(
    () => {
      const box = document.getElementById(id) as HTMLInputElement | HTMLTextAreaElement | null;
      if (!box) return undefined;
      // As typed (early-submit.ts): hydration sets a textarea that holds text back to that text.
      const typed = earlyForms()?.typed.get(box) ?? box.value;
      return typed === value ? undefined : typed;
    },
    (typed) => {
      if (typed !== value) onText(typed);
    },
  );
}
