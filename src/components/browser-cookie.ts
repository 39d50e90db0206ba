/** How long a browser-side preference cookie lasts (the longest browsers keep one: 400 days). */
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

/** Writes a first-party preference the server reads on the next render (screen, welcome seen, view). */
export function setBrowserCookie(name: string, value: string) {
  document.cookie = `${name}=${value}; path=/; max-age=${MAX_AGE_SECONDS}; samesite=lax`;
}
