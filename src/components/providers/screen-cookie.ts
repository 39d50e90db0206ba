/** Below Mantine's `sm` breakpoint (48em = 768 px): the applications show as cards and the board one column at a time. */
export const PHONE_QUERY = '(max-width: 47.99em)';

/**
 * The browser's last answer to PHONE_QUERY, kept in a cookie so the server renders the right form
 * of the applications list from the first paint (nothing moves when the browser answers again).
 */
export const SCREEN_COOKIE = 'screen';

/** What the server knows of the screen: true for a phone, false for wider, undefined before any answer. */
export function isPhoneFromCookie(value: string | undefined): boolean | undefined {
  return value === 'phone' ? true : value === 'wide' ? false : undefined;
}
