import 'server-only';
import { cookies, headers } from 'next/headers';
import { LOCALE_STORAGE_KEY, resolveLocale } from '~/domain/locale';
import { env } from '~/env';
import { isSubscriptionValid } from '~/domain/subscription';
import { checkAccess, type TAccess } from '../auth/access';
import { getRequestInfo, getSession } from '../auth/request-session';
import { sessionFromCookies } from '../auth/session';
import { getDeps } from '../deps';
import { localPayments } from '../payments/test-checkout';
import { createInnerContext, type TContext } from './trpc';

/**
 * The app's only way from a request to the composition root: the tRPC route, route handlers,
 * server components and the proxy build their context here, never from `getDeps()`.
 */
export async function createRequestContext(): Promise<TContext> {
  const [session, request, cookieStore, headerStore] = await Promise.all([getSession(), getRequestInfo(), cookies(), headers()]);
  // The interface language (SPEC §4 locale choice), for explanations worded on the server.
  const locale = resolveLocale({ stored: cookieStore.get(LOCALE_STORAGE_KEY)?.value, acceptLanguage: headerStore.get('accept-language') });
  return createInnerContext({ session, deps: getDeps(), request, locale });
}

/** The caller of a route handler with a valid subscription (SPEC §4), or why it is refused. */
export async function subscribedRequest(): Promise<{ context: TContext; access: TAccess }> {
  const context = await createRequestContext();
  if (!context.session) return { context, access: 'signed-out' };
  const user = await context.loadUser();
  return { context, access: isSubscriptionValid(user?.subscription, context.clock.now()) ? 'ok' : 'expired' };
}

/** SPEC §4 guard for the proxy, from the request's cookies (expired tokens refreshed). */
export async function accessFromCookies(cookies: Array<{ name: string; value: string }>): Promise<TAccess> {
  const deps = getDeps();
  return checkAccess(await sessionFromCookies(cookies, env.NEXTAUTH_SECRET, { refresh: deps.auth?.refresher }), deps);
}

/** The server's clock, for what a page shows about today (the footer's year). */
export const serverNow = (): number => getDeps().clock.now();

/** The local test provider's checkout for its page; null when unknown, or when payments are real. */
export async function openTestCheckout(id: string) {
  return (
    (await localPayments(getDeps())
      ?.getCheckout(id)
      .catch(() => null)) ?? null
  );
}
