'use client';

import { useEffect } from 'react';

/**
 * Fetches code the page will likely need next (its later steps) once the browser has nothing else
 * to do after the first paint, instead of with the page. `preload` should be a module-level function.
 */
export function useIdlePreload(preload: () => Promise<unknown>) {
  useEffect(() => {
    const run = () => void preload().catch(() => undefined);
    // Safari has no idle callback: a second after the first paint instead.
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(run, 1000);
      return () => window.clearTimeout(timer);
    }
    const id = window.requestIdleCallback(run, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }, [preload]);
}
