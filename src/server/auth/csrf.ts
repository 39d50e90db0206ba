import { randomBytes, timingSafeEqual } from 'node:crypto';

/** Double-submit token: an http-only, same-site cookie that the page must echo in `x-csrf-token`. */
export const CSRF_COOKIE = 'rumbo-csrf';
export const CSRF_HEADER = 'x-csrf-token';

export function newCsrfToken(): string {
  return randomBytes(32).toString('base64url');
}

export function isCsrfValid(header: string | null | undefined, cookie: string | null | undefined): boolean {
  if (!header || !cookie) return false;
  const a = Buffer.from(header);
  const b = Buffer.from(cookie);
  return a.length === b.length && timingSafeEqual(a, b);
}
