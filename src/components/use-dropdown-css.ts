'use client';

import { useEffect } from 'react';

/** Loads ./dropdown-css once a field with a dropdown is on the page: nobody can open one sooner. */
export function useDropdownCss() {
  useEffect(() => {
    void import('./dropdown-css');
  }, []);
}
