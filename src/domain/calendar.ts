// iCalendar (RFC 5545) text for the tracker's dates: one .ics per event and the private feed.
// Written here rather than with a library (docs/decisions/0011-calendar-files-written-to-rfc-5545.md).

/**
 * One event: the tracker's planned dates are calendar days, stored as their UTC midnight, shown as
 * all-day events; an interview with a time is an event at that moment instead.
 */
export type TCalendarEvent = {
  /** Stable across downloads and feed reads, so a calendar app updates the event instead of adding another. */
  uid: string;
  /** The day, as its UTC midnight in epoch ms. */
  day: number;
  /** The exact moment (epoch ms), when the date has a time (an interview's `interview_time_at`). */
  at?: number;
  summary: string;
  description?: string;
  /** A link back to the application (http or https). */
  url?: string;
};

export type TCalendar = {
  /** The product identifier (PRODID), e.g. "-//Rumbo//Applications//EN". */
  prodId: string;
  /** The calendar's name as calendar apps show a subscribed feed. */
  name: string;
  /** The person's IANA time zone, named for the calendar (X-WR-TIMEZONE). */
  timeZone: string;
  /** When the file was written (DTSTAMP), epoch ms. */
  stamp: number;
  events: TCalendarEvent[];
  /** How often a subscribed app should read the feed again, in minutes (feeds only). */
  refreshMinutes?: number;
};

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long an event with a time lasts in the calendar: the tracker keeps a start, not an end. */
export const TIMED_EVENT_MS = 60 * 60 * 1000;
/** RFC 5545 §3.1: content lines are at most 75 octets, excluding the line break. */
const MAX_OCTETS = 75;
const CRLF = '\r\n';

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon and comma escaped; line breaks written as \n. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const utf8Length = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
};

/**
 * RFC 5545 §3.1 folding: a line longer than 75 octets is broken before the octet limit into a
 * first line and continuation lines that start with one space (itself counted), never inside a
 * UTF-8 character.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char);
    if (octets + size > MAX_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(CRLF);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
/** A DATE value (YYYYMMDD) of a UTC-midnight day. */
export const icsDate = (day: number) => {
  const d = new Date(day);
  return `${pad(d.getUTCFullYear(), 4)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;
};
/** A UTC DATE-TIME value (YYYYMMDDTHHMMSSZ), as DTSTAMP must be. */
export const icsUtcDateTime = (at: number) => {
  const d = new Date(at);
  return `${icsDate(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()))}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`;
};

/**
 * The calendar as iCalendar text: CRLF line ends, lines folded at 75 octets, VERSION, PRODID and,
 * for every event, UID, DTSTAMP and DTSTART. A planned day is an all-day event (DTSTART and DTEND
 * with VALUE=DATE, the end being the next day): a date without a zone, so every calendar shows it
 * on that day wherever it is read; the person's zone is named for the calendar (X-WR-TIMEZONE),
 * which calendar apps apply to a subscribed feed. An interview with a time starts at that moment
 * (a UTC DATE-TIME, which every calendar shows in its own zone) and lasts TIMED_EVENT_MS, busy.
 */
export function calendarText(calendar: TCalendar): string {
  const stamp = icsUtcDateTime(calendar.stamp);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${calendar.prodId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    `X-WR-TIMEZONE:${calendar.timeZone}`,
    ...(calendar.refreshMinutes ? [`REFRESH-INTERVAL;VALUE=DURATION:PT${calendar.refreshMinutes}M`, `X-PUBLISHED-TTL:PT${calendar.refreshMinutes}M`] : []),
    ...calendar.events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${stamp}`,
      ...(event.at === undefined
        ? [`DTSTART;VALUE=DATE:${icsDate(event.day)}`, `DTEND;VALUE=DATE:${icsDate(event.day + DAY_MS)}`]
        : [`DTSTART:${icsUtcDateTime(event.at)}`, `DTEND:${icsUtcDateTime(event.at + TIMED_EVENT_MS)}`]),
      `SUMMARY:${escapeText(event.summary)}`,
      ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
      ...(event.url ? [`URL:${event.url}`] : []),
      `TRANSP:${event.at === undefined ? 'TRANSPARENT' : 'OPAQUE'}`,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
