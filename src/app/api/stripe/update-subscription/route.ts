import { cookies } from 'next/headers';
import { NextResponse } from 'next/server';
import { CSRF_COOKIE, CSRF_HEADER } from '~/server/auth/csrf';
import { getSession } from '~/server/api/request-session';
import { getDeps } from '~/server/deps';
import { BODY_LIMITS, withBodyLimit } from '~/server/http/body';
import { updateSubscription } from '~/server/payments/handlers';

export const POST = withBodyLimit(BODY_LIMITS.json, async (request: Request) => {
  const { status, body } = await updateSubscription(getDeps(), {
    session: await getSession(),
    csrfHeader: request.headers.get(CSRF_HEADER),
    csrfCookie: (await cookies()).get(CSRF_COOKIE)?.value,
    authorization: request.headers.get('authorization'),
    body: await request.json().catch(() => null),
  });
  return NextResponse.json(body, { status });
});
