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

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const pad = (value: number) => String(value).padStart(2, '0');

/**
 * What a clock in `timeZone` shows at instant `ms`: its date parts, the date as `YYYY-MM-DD`, the
 * time of day (hour 0–23) and the weekday (0 Monday … 6 Sunday). The one reader of local time for
 * planned dates, alerts and reminders.
 */
export function wallClock(ms: number, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    weekday: 'short',
  }).formatToParts(new Date(ms));
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  const [year, month, day] = [Number(get('year')), Number(get('month')), Number(get('day'))];
  return {
    year,
    month,
    day,
    hour: Number(get('hour')) % 24,
    minute: Number(get('minute')),
    second: Number(get('second')),
    weekday: WEEKDAYS.indexOf(get('weekday')),
    date: `${year}-${pad(month)}-${pad(day)}`,
  };
}
