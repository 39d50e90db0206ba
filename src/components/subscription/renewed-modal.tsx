'use client';

import dynamic from 'next/dynamic';
import { useLatch } from '../use-latch';
import { useCheckoutReturn } from './use-checkout-return';

// Shown after a renewal only: the dialog's code loads then, not with every dashboard.
const RenewedDialog = dynamic(() => import('./renewed-dialog').then((module) => module.RenewedDialog), { ssr: false });

/** SPEC §2: after a renewal checkout, /dashboard?subscription=renewed confirms it; the overlay does not close it. */
export function RenewedModal() {
  const { isReturn, validUntil, clear } = useCheckoutReturn('renewed');
  return useLatch(isReturn) ? <RenewedDialog opened={isReturn} validUntil={validUntil} onClose={clear} /> : null;
}
