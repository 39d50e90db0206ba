import NextAuth from 'next-auth';
import { cookies } from 'next/headers';
import { NextRequest } from 'next/server';
import { BODY_LIMITS, withBodyLimit } from '~/server/http/body';
import { authOptions } from '~/server/api/auth-options';

const nextAuth = NextAuth(authOptions);
type TContext = { params: Promise<{ nextauth: string[] }> };

const refuse = (status: number, error: string) => Response.json({ error }, { status, headers: { 'cache-control': 'no-store' } });

/** A return address next-auth can read: a path starting with '/' or an absolute http(s) URL (it answers anything else with a 500). */
function isReturnAddress(value: string | null | undefined): boolean {
  if (!value) return true;
  try {
    return ['http:', 'https:'].includes(new URL(value, value.startsWith('/') ? 'http://localhost' : undefined).protocol);
  } catch {
    return false;
  }
}

/**
 * next-auth v4 answers some malformed requests with a 500 (a JSON body that does not parse, a return
 * address it cannot parse, a GET of the credentials callback) or a 400 without words: those are
 * refused here first, in words, so a bad request never looks like a server failure.
 */
async function refusal(request: Request, action: string | undefined): Promise<Response | null> {
  const returnCookie = (await cookies()).getAll().find((cookie) => cookie.name.endsWith('next-auth.callback-url'))?.value;
  if (!isReturnAddress(new URL(request.url).searchParams.get('callbackUrl')) || !isReturnAddress(returnCookie)) return refuse(400, 'Invalid callbackUrl');
  if (action === 'callback' && request.method !== 'POST') return refuse(405, 'Sign-in callbacks are posted');
  if (request.method === 'POST' && request.headers.get('content-type')?.includes('application/json')) {
    try {
      JSON.parse(await request.clone().text());
    } catch {
      return refuse(400, 'The request body is not valid JSON');
    }
  }
  return null;
}

// next-auth reads the form itself: it gets the request with its body already read within the cap.
const handler = withBodyLimit(BODY_LIMITS.json, async (request: Request, context: TContext) => {
  const refused = await refusal(request, (await context.params).nextauth[0]);
  if (refused) return refused;
  const response = await nextAuth(new NextRequest(request), context);
  // Its refusal of a post without its CSRF token has no words ('[object Object]').
  if (response.status === 400 && (await response.clone().text()) === '[object Object]') return refuse(400, 'Missing or invalid CSRF token');
  return response;
});
export { handler as GET, handler as POST };
