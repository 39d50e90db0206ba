import { expect } from 'vitest';

/**
 * Checks iCalendar text against RFC 5545's rules the calendar files rely on: CRLF line ends, lines
 * folded at 75 octets (continuations start with a space), balanced components, VERSION and PRODID
 * on the calendar, UID, DTSTAMP (UTC) and DTSTART on every event. Answers the unfolded content
 * lines and the events' properties.
 */
export function checkIcs(text: string): { lines: string[]; events: Array<Record<string, string>> } {
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75);
  const lines: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ')) lines[lines.length - 1] += line.slice(1);
    else lines.push(line);
  }
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines.at(-1)).toBe('END:VCALENDAR');
  const stack: string[] = [];
  const events: Array<Record<string, string>> = [];
  const calendar: Record<string, string> = {};
  for (const line of lines) {
    expect(line).toMatch(/^[A-Z][A-Z0-9-]*(;[^:]*)?:/);
    const [head = '', ...rest] = line.split(':');
    const value = rest.join(':');
    if (head === 'BEGIN') {
      stack.push(value);
      if (value === 'VEVENT') events.push({});
    } else if (head === 'END') expect(stack.pop()).toBe(value);
    else if (stack.at(-1) === 'VEVENT') events.at(-1)![head] = value;
    else if (stack.at(-1) === 'VCALENDAR') calendar[head] = value;
  }
  expect(stack).toEqual([]);
  expect(calendar.VERSION).toBe('2.0');
  expect(calendar.PRODID).toBeTruthy();
  for (const event of events) {
    expect(event.UID).toBeTruthy();
    expect(event.DTSTAMP).toMatch(/^\d{8}T\d{6}Z$/);
    expect(Object.keys(event).some((key) => key.startsWith('DTSTART'))).toBe(true);
  }
  return { lines, events };
}
