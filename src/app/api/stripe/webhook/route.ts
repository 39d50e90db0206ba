import { NextResponse } from 'next/server';
import { getDeps } from '~/server/deps';
import { BODY_LIMITS, withBodyLimit } from '~/server/http/body';
import { handleWebhook } from '~/server/payments/handlers';

// The signature covers the exact bytes sent, so the body is read raw, never parsed first; it is
// capped before it is read, since anyone may post here.
export const POST = withBodyLimit(BODY_LIMITS.webhook, async (request: Request) => {
  const { status, body } = await handleWebhook(getDeps(), await request.text(), request.headers.get('stripe-signature'));
  return NextResponse.json(body, { status });
});
