'use client';

import { useState } from 'react';

/**
 * True from the first render where `isOn` is true, for good. A part loaded on first use (a dialog,
 * the notifications) mounts then and stays mounted, so it can still play its closing transition.
 */
export function useLatch(isOn: boolean) {
  const [isLatched, setLatched] = useState(isOn);
  if (isOn && !isLatched) setLatched(true);
  return isLatched || isOn;
}
