import { NextResponse } from 'next/server';
import { clientAddress } from '~/server/api/request-session';
import { getDeps } from '~/server/deps';
import { returnFromCheckout } from '~/server/payments/handlers';

export const dynamic = 'force-dynamic';

/** Stripe's checkout page sends the person here after paying: confirm the payment, then go on (303). */
export async function GET(request: Request) {
  const answer = await returnFromCheckout(getDeps(), { query: new URL(request.url).searchParams, address: clientAddress(request.headers) });
  if ('location' in answer) return NextResponse.redirect(answer.location, 303);
  return NextResponse.json(answer.body, { status: answer.status });
}
