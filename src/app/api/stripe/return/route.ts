import { NextResponse } from 'next/server';
import { clientAddress } from '~/server/api/request-session';
import { getDeps } from '~/server/deps';
import { firstPasswordCookie } from '~/server/payments/first-password';
import { returnFromCheckout } from '~/server/payments/handlers';

export const dynamic = 'force-dynamic';

/** Stripe's checkout page sends the person here after paying: confirm the payment, then go on (303). */
export async function GET(request: Request) {
  const deps = getDeps();
  const answer = await returnFromCheckout(deps, { query: new URL(request.url).searchParams, address: clientAddress(request.headers) });
  if ('location' in answer) {
    const response = NextResponse.redirect(answer.location, 303);
    // After a paid onboarding: this browser may choose the new account's password (httpOnly, SameSite=Lax, 30 minutes).
    if (answer.firstPassword) response.cookies.set(firstPasswordCookie(answer.firstPassword, deps.appUrl.startsWith('https:')));
    return response;
  }
  return NextResponse.json(answer.body, { status: answer.status });
}
