import { useEffect, useEffectEvent } from 'react';

/**
 * A ref for a controlled field that the server renders: text typed into it before the page's code
 * has run (a slow phone, a quick typist) shows in the box but not in the field's state, and would
 * be lost on the next render or when another step shows the same value. On attaching, the box's
 * text is taken into the state when the state is still empty.
 */
export function keepTypedEarly(value: string, setValue: (text: string) => void) {
  return (input: HTMLInputElement | null) => {
    if (input && !value && input.value) setValue(input.value);
  };
}

/**
 * Runs `replay` once after every effect of the first render, the router's included: what a person
 * did to a server-rendered control before the page's code ran (a slow phone) is given to the page
 * then. React keeps such a control as the person left it but not what it means, and a second tap on
 * it changes nothing; waiting for the router means a choice that changes the address is not undone
 * by the router taking the page's own.
 */
export function useEarlyInputReplay(replay: () => void) {
  const run = useEffectEvent(replay);
  useEffect(() => {
    const timer = setTimeout(run, 0);
    return () => clearTimeout(timer);
  }, []);
}
