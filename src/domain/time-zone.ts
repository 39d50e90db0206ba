/** The cookie that carries the browser's time zone to the server, so dates render in it from the first byte. */
export const TIME_ZONE_COOKIE = 'tz';

/** Until the browser has said (a first visit), dates are shown in UTC. */
export const DEFAULT_TIME_ZONE = 'UTC';

/** An IANA time zone the runtime knows ("Europe/Madrid", "America/Mexico_City"), else the default. */
export function readTimeZone(value: string | null | undefined): string {
  if (!value || value.length > 64 || !/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+){0,2}$/.test(value)) return DEFAULT_TIME_ZONE;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}
