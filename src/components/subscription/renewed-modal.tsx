'use client';

import { useLatch } from '../use-latch';
import { useCheckoutReturn } from './use-checkout-return';
import { lazyPart } from '../lazy-part';

// Shown after a renewal only: the dialog's code loads then, not with every dashboard.
const RenewedDialog = lazyPart(() => import('./renewed-dialog').then((module) => module.RenewedDialog));

/** SPEC §2: after a renewal checkout, /dashboard?subscription=renewed confirms it; the overlay does not close it. */
export function RenewedModal() {
  const { isReturn, validUntil, clear } = useCheckoutReturn('renewed');
  return useLatch(isReturn) ? <RenewedDialog opened={isReturn} validUntil={validUntil} onClose={clear} /> : null;
}
