import { NextRequest, NextResponse } from 'next/server';
import { LOCALE_STORAGE_KEY, resolveLocale } from '~/domain/locale';
import { clientAddress, getSession } from '~/server/api/request-session';
import { getDeps } from '~/server/deps';
import { BODY_LIMITS, withBodyLimit } from '~/server/http/body';
import { isJson, isSameOrigin } from '~/server/http/same-origin';
import { createCheckoutSession } from '~/server/payments/handlers';
import { limitRequest } from '~/server/rate-limit/routes';

// Anyone may post here (onboarding has no session): the body is capped before it is read, and, as
// for tRPC mutations, it must come from this site's pages and be JSON.
export const POST = withBodyLimit(BODY_LIMITS.json, async (request: Request) => {
  const deps = getDeps();
  if (!isSameOrigin(request, deps.appUrl)) return NextResponse.json({ code: 'FORBIDDEN', message: 'Cross-site requests are not accepted' }, { status: 403 });
  if (!isJson(request)) return NextResponse.json({ code: 'BAD_INPUT', message: 'Send the request body as JSON (content-type: application/json)' }, { status: 400 });
  const body: unknown = await request.json().catch(() => null);
  const session = await getSession();
  // Counted per email and per address before anything else, so no one opens checkouts in bulk; a
  // stranger's checkouts for someone's email count apart from that person's own (signed in).
  const email = session?.email ?? (body && typeof body === 'object' && 'email' in body && typeof body.email === 'string' ? body.email : '');
  const refused = await limitRequest(deps.limiter, session ? 'checkout' : 'checkoutAnonymous', { account: email, address: clientAddress(request.headers) });
  if (refused) return refused;
  // The provider's page in the interface's language, as the rest of the site reads it.
  const locale = resolveLocale({
    stored: new NextRequest(request.url, { headers: request.headers }).cookies.get(LOCALE_STORAGE_KEY)?.value,
    acceptLanguage: request.headers.get('accept-language'),
  });
  const { status, body: answer } = await createCheckoutSession(deps, session, body, locale);
  return NextResponse.json(answer, { status });
});
