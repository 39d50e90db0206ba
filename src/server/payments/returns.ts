/**
 * Where a paid checkout may send the person, by name. The return route only ever redirects to one
 * of these (never to an address it is given), so it cannot be used as an open redirect.
 */
export const CHECKOUT_RETURNS = {
  onboarding: '/onboarding/success',
  started: '/dashboard?subscription=started',
  renewed: '/dashboard?subscription=renewed',
} as const;
export type TReturnTo = keyof typeof CHECKOUT_RETURNS;

/** Renew Now on a running, paid subscription: no checkout; the dashboard says when it renews itself. */
export const RENEWS_ITSELF_PATH = '/dashboard?subscription=renewing';
export type TReturnPath = (typeof CHECKOUT_RETURNS)[TReturnTo];

export const RETURN_NAMES = Object.keys(CHECKOUT_RETURNS) as [TReturnTo, ...TReturnTo[]];

/** The route a provider's checkout page returns to; it confirms the payment, then redirects. */
export const RETURN_ROUTE = '/api/stripe/return';

/** The return route's path for a destination. */
export function returnRoutePath(path: TReturnPath): string {
  const to = RETURN_NAMES.find((name) => CHECKOUT_RETURNS[name] === path);
  return `${RETURN_ROUTE}?to=${to}`;
}
