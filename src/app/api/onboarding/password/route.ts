import { cookies } from 'next/headers';
import { NextResponse } from 'next/server';
import { getRequestInfo, getSession } from '~/server/api/request-session';
import { createAuthFlows } from '~/server/auth/flows';
import { getDeps } from '~/server/deps';
import { BODY_LIMITS, withBodyLimit } from '~/server/http/body';
import { isJson, isSameOrigin } from '~/server/http/same-origin';
import { FIRST_PASSWORD_COOKIE, setFirstPassword } from '~/server/payments/first-password';

/**
 * The first password of an account just paid for in onboarding, from the browser that paid: the
 * token is its httpOnly cookie, the body `{password}`. Answers the sign-in's one-minute ticket,
 * which the page turns into the session as /auth does.
 */
export const POST = withBodyLimit(BODY_LIMITS.json, async (request: Request) => {
  const deps = getDeps();
  if (!isSameOrigin(request, deps.appUrl)) return NextResponse.json({ code: 'FORBIDDEN', message: 'Cross-site requests are not accepted' }, { status: 403 });
  if (!isJson(request)) return NextResponse.json({ code: 'BAD_INPUT', message: 'Send the request body as JSON (content-type: application/json)' }, { status: 400 });
  const { auth } = deps;
  if (!auth) return NextResponse.json({ code: 'FIRST_PASSWORD_GONE', message: 'Sign-in is not configured' }, { status: 410 });
  const body: unknown = await request.json().catch(() => null);
  const token = (await cookies()).get(FIRST_PASSWORD_COOKIE)?.value;
  const info = await getRequestInfo();
  const isSignedIn = (await getSession()) !== null;
  const flows = createAuthFlows({ ...auth, clock: deps.clock, devices: info.devices, endSessions: deps.users.endSessions });
  const answer = await setFirstPassword(
    { ...deps.firstPassword, limiter: deps.limiter, signIn: (email, password) => flows.signIn({ username: email, password }, { isSignedIn, address: info.address }) },
    { token, body, address: info.address },
  );
  if ('status' in answer) return NextResponse.json(answer.body, { status: answer.status });
  const response = NextResponse.json({ ticket: answer.ticket });
  // Spent: the cookie has nothing left to do.
  response.cookies.delete(FIRST_PASSWORD_COOKIE);
  return response;
});
