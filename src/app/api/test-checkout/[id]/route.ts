import { NextResponse } from 'next/server';
import { clientAddress } from '~/server/api/request-session';
import { getDeps } from '~/server/deps';
import { BODY_LIMITS, withBodyLimit } from '~/server/http/body';
import { firstPasswordCookie } from '~/server/payments/first-password';
import { completeTestCheckout } from '~/server/payments/test-checkout';
import { limitRequest } from '~/server/rate-limit/routes';
import { log } from '~/server/log.mjs';

/** The local test checkout's form posts here: pay (the same sync as a webhook) or cancel, then go back. */
export const POST = withBodyLimit(BODY_LIMITS.json, async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
  const { id } = await params;
  const deps = getDeps();
  // Counted per checkout and per address, so no one pays or probes test checkouts in bulk.
  const refused = await limitRequest(deps.limiter, 'testCheckout', { account: id, address: clientAddress(request.headers) });
  if (refused) return refused;
  const form = await request.formData().catch(() => null);
  let target: Awaited<ReturnType<typeof completeTestCheckout>>;
  try {
    target = await completeTestCheckout(deps, id, form?.get('action') === 'pay' ? 'pay' : 'cancel');
  } catch (error) {
    // The checkout stays open and a second press completes it (docs/testing.md, "Faults"): back to it, saying so.
    log.error({ err: error }, 'The test checkout could not be completed');
    return NextResponse.redirect(new URL(`/test-checkout/${encodeURIComponent(id)}?failed=1`, deps.appUrl), { status: 303 });
  }
  const response = NextResponse.redirect(target?.location ?? new URL('/test-checkout/expired', deps.appUrl), { status: 303 });
  // After a paid onboarding: this browser may choose the new account's password (as the provider's return gives it).
  if (target?.firstPassword) response.cookies.set(firstPasswordCookie(target.firstPassword, deps.appUrl.startsWith('https:')));
  return response;
});
