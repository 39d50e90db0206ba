'use client';

import { useEffect, useState } from 'react';
import { PHONE_QUERY, SCREEN_COOKIE } from './screen-cookie';
import { setBrowserCookie } from '../browser-cookie';

/**
 * Whether the screen is a phone's: first what the server knew (the screen cookie), then the
 * browser's own answer, kept in the cookie for the next render. `undefined` only before any
 * answer (a first visit): a layout that depends on it then renders both forms, each shown by CSS.
 */
export function useIsPhone(known?: boolean): boolean | undefined {
  const [isPhone, setIsPhone] = useState<boolean | undefined>(known);
  useEffect(() => {
    const query = window.matchMedia(PHONE_QUERY);
    const update = () => {
      setIsPhone(query.matches);
      setBrowserCookie(SCREEN_COOKIE, query.matches ? 'phone' : 'wide');
    };
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return isPhone;
}

/** Answers the screen question on every page, so the first visit to the applications already knows. */
export function ScreenHint() {
  useIsPhone();
  return null;
}
