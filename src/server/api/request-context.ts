import 'server-only';
import { cookies, headers } from 'next/headers';
import { LOCALE_STORAGE_KEY, resolveLocale } from '~/domain/locale';
import { env } from '~/env';
import { isSubscriptionValid } from '~/domain/subscription';
import { readAccess, type TAccess } from '../auth/access';
import { CALLER_HANDOFF_HEADER, leaveReading, takeReading } from '../auth/caller-handoff';
import { getRequestInfo, readCaller } from './request-session';
import { sessionFromCookies } from '../auth/session';
import { getDeps } from '../deps';
import { localPayments } from '../payments/test-checkout';
import { planOrNull } from '../payments/plan';
import { createInnerContext, type TContext } from './trpc';

/**
 * The app's only way from a request to the composition root: the tRPC route, route handlers,
 * server components and the proxy build their context here, never from `getDeps()`.
 */
export async function createRequestContext(): Promise<TContext> {
  const [request, cookieStore, headerStore] = await Promise.all([getRequestInfo(), cookies(), headers()]);
  // A guarded page's render starts from what the proxy's guard already read for this request.
  // Otherwise the caller is read here, their record with it (a session that has ended is no caller).
  const { session, user } = takeReading(headerStore.get(CALLER_HANDOFF_HEADER)) ?? (await readCaller());
  // The interface language (docs/product-rules.md §4 locale choice), for explanations worded on the server.
  const locale = resolveLocale({ stored: cookieStore.get(LOCALE_STORAGE_KEY)?.value, acceptLanguage: headerStore.get('accept-language') });
  return createInnerContext({ session, deps: getDeps(), request, locale, user });
}

/** The caller of a route handler with a valid subscription (docs/product-rules.md §4), or why it is refused. */
export async function subscribedRequest(): Promise<{ context: TContext; access: TAccess }> {
  const context = await createRequestContext();
  if (!context.session) return { context, access: 'signed-out' };
  const user = await context.loadUser();
  return { context, access: isSubscriptionValid(user?.subscription, context.clock.now()) ? 'ok' : 'expired' };
}

/**
 * docs/product-rules.md §4 guard for the proxy, from the request's cookies (expired tokens refreshed). An allowed
 * caller's session and user record are left for the request's render under `handoff`, the value
 * of the internal header CALLER_HANDOFF_HEADER.
 */
export async function guardFromCookies(cookies: Array<{ name: string; value: string }>): Promise<{ access: TAccess; handoff?: string }> {
  const deps = getDeps();
  const session = await sessionFromCookies(cookies, env.NEXTAUTH_SECRET, { refresh: deps.auth?.refresher });
  const { access, user } = await readAccess(session, deps);
  return access === 'ok' && session ? { access, handoff: leaveReading({ session, user }) } : { access };
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

/**
 * What one period costs, for the pages that show it before sign-up; null when the provider cannot
 * say within `withinMs` (the page then says the price comes before paying, rather than waiting).
 */
export function readPlan(withinMs = 1_500) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), withinMs)));
  return Promise.race([planOrNull(getDeps().payments), late]).finally(() => clearTimeout(timer));
}
