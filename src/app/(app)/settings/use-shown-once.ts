'use client';

import { useState } from 'react';

/**
 * A secret the server shows once and keeps only as a hash (the calendar link, the extension's
 * key): shown after it is issued, copied to the clipboard on request, gone once revoked.
 */
export function useShownOnce() {
  const [shown, setShown] = useState<string | null>(null);
  const [isCopied, setCopied] = useState(false);
  const [isRevoked, setRevoked] = useState(false);
  return {
    shown,
    isCopied,
    isRevoked,
    issued(value: string) {
      setShown(value);
      setCopied(false);
      setRevoked(false);
    },
    revoked() {
      setShown(null);
      setRevoked(true);
    },
    copy() {
      if (!shown) return;
      void navigator.clipboard?.writeText(shown).then(
        () => setCopied(true),
        () => setCopied(false),
      );
    },
  };
}
