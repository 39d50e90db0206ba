import { NextResponse } from 'next/server';
import { getDeps } from '~/server/deps';
import { completeTestCheckout } from '~/server/payments/test-checkout';

/** The local test checkout's form posts here: pay (the same sync as a webhook) or cancel, then go back. */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const form = await request.formData().catch(() => null);
  const target = await completeTestCheckout(getDeps(), id, form?.get('action') === 'pay' ? 'pay' : 'cancel');
  return NextResponse.redirect(target ?? new URL('/test-checkout/expired', getDeps().appUrl), { status: 303 });
}
