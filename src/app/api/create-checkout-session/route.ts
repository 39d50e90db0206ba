import { NextResponse } from 'next/server';
import { getSession } from '~/server/auth/request-session';
import { getDeps } from '~/server/deps';
import { createCheckoutSession } from '~/server/payments/handlers';

export async function POST(request: Request) {
  const body: unknown = await request.json().catch(() => null);
  const { status, body: answer } = await createCheckoutSession(getDeps(), await getSession(), body);
  return NextResponse.json(answer, { status });
}
