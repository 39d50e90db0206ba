'use client';

import { useEffect } from 'react';

/**
 * A page left for the checkout can come back from the browser's back-forward cache with its
 * buttons still busy: `reset` clears the finished call so the person can go on.
 */
export function useResetOnReturn(reset: () => void) {
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [reset]);
}
