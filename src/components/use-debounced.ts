'use client';

import { useCallback, useEffect, useRef } from 'react';

/**
 * `call` runs `run` once calls have paused for `delay` ms, with the last call's arguments;
 * `cancel()` drops a pending run, and leaving the page does too. (Mantine's useDebouncedCallback
 * with its defaults, without the leading, max-wait and flush options nobody here uses.)
 */
export function useDebounced<TArgs extends unknown[]>(run: (...args: TArgs) => void, delay: number) {
  const latest = useRef(run);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => {
    latest.current = run;
  });
  const cancel = useCallback(() => window.clearTimeout(timer.current), []);
  const call = useCallback(
    (...args: TArgs) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => latest.current(...args), delay);
    },
    [delay],
  );
  useEffect(() => cancel, [cancel]);
  return { call, cancel };
}
