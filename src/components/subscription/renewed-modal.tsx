'use client';

import { useSearchParams } from 'next/navigation';
import { useLatch } from '../use-latch';
import { lazyPart } from '../lazy-part';

// Shown after a renewal only: the dialog's code (and its status call) loads then, not with every dashboard.
const RenewedDialog = lazyPart(() => import('./renewed-dialog').then((module) => module.RenewedDialog));

/**
 * docs/product-rules.md §2: after a renewal checkout, /dashboard?subscription=renewed confirms it;
 * after Renew Now on a subscription that renews itself, ?subscription=renewing says when (§4).
 * The overlay does not close it.
 */
export function RenewedModal() {
  const outcome = useSearchParams().get('subscription');
  const isReturn = outcome === 'renewed' || outcome === 'renewing';
  return useLatch(isReturn) ? <RenewedDialog /> : null;
}
