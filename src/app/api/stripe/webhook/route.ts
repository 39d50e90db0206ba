import { NextResponse } from 'next/server';
import { getDeps } from '~/server/deps';
import { handleWebhook } from '~/server/payments/handlers';

// The signature covers the exact bytes sent, so the body is read raw, never parsed first.
export async function POST(request: Request) {
  const { status, body } = await handleWebhook(getDeps(), await request.text(), request.headers.get('stripe-signature'));
  return NextResponse.json(body, { status });
}
