import { describe, expect, it } from 'vitest';
import { folded, searchApplications, TRACKER_QUERY_MAX, trackerShownFrom, windowOf, withTrackerShown } from '~/domain/tracker-view';
import { dayAndTimeIn, dayInput, dayStart, instantIn, interviewShown, isMomentOfDay } from '~/domain/planned-time';

const DAY_MS = 86_400_000;
const app = (title: string, company: string, extra: { location?: string; notes?: string; contact?: string } = {}) => ({
  title,
  company,
  location: null,
  notes: null,
  contact: null,
  ...extra,
});

describe('searching the applications', () => {
  const applications = [
    app('Data Analyst', 'Lumen Labs', { location: 'Sevilla', notes: 'Ask about remote days' }),
    app('Backend Engineer', 'Brisa Energía', { contact: 'Marta Ruiz' }),
    app('Product Designer', 'Lumen Labs'),
  ];
  const titles = (query: string) => searchApplications(applications, query).map((a) => a.title);

  it('keeps every application for an empty or blank query, in their order', () => {
    expect(titles('')).toEqual(['Data Analyst', 'Backend Engineer', 'Product Designer']);
    expect(titles('   ')).toEqual(['Data Analyst', 'Backend Engineer', 'Product Designer']);
  });

  it('needs every word somewhere in the title, company, place, contact or notes; any order, case or accents', () => {
    expect(titles('lumen')).toEqual(['Data Analyst', 'Product Designer']);
    expect(titles('LABS designer')).toEqual(['Product Designer']);
    expect(titles('energia')).toEqual(['Backend Engineer']);
    expect(titles('sevilla remote')).toEqual(['Data Analyst']);
    expect(titles('marta')).toEqual(['Backend Engineer']);
    expect(titles('lumen marta')).toEqual([]);
  });

  it('searches the place as the person reads it when told how', () => {
    expect(searchApplications(applications, 'seville', (a) => (a.location === 'Sevilla' ? 'Seville' : a.location)).map((a) => a.title)).toEqual(['Data Analyst']);
  });

  it('folds case and accents', () => {
    expect(folded('Energía ÑANDÚ')).toBe('energia nandu');
  });
});

describe('showing a page at a time', () => {
  it('shows whole pages up to the total and counts what is left', () => {
    expect(windowOf(500, 1, 20)).toEqual({ shown: 20, remaining: 480 });
    expect(windowOf(500, 2, 50)).toEqual({ shown: 100, remaining: 400 });
    expect(windowOf(83, 2, 50)).toEqual({ shown: 83, remaining: 0 });
    expect(windowOf(0, 1, 20)).toEqual({ shown: 0, remaining: 0 });
    expect(windowOf(30, 0, 20)).toEqual({ shown: 20, remaining: 10 });
  });
});

describe('interview dates and times', () => {
  it('reads a day and time in a time zone as its moment, and back', () => {
    expect(instantIn('2026-12-01', '10:30', 'America/New_York')).toBe(Date.UTC(2026, 11, 1, 15, 30));
    expect(instantIn('2026-07-01', '10:30', 'America/New_York')).toBe(Date.UTC(2026, 6, 1, 14, 30));
    expect(instantIn('2026-12-01', '00:15', 'Europe/Madrid')).toBe(Date.UTC(2026, 10, 30, 23, 15));
    expect(instantIn('2026-12-01', '09:00', 'UTC')).toBe(Date.UTC(2026, 11, 1, 9));
    expect(dayAndTimeIn(Date.UTC(2026, 10, 30, 23, 15), 'Europe/Madrid')).toEqual({ day: '2026-12-01', time: '00:15' });
    expect(dayAndTimeIn(Date.UTC(2026, 11, 1, 15, 30), 'America/New_York')).toEqual({ day: '2026-12-01', time: '10:30' });
  });

  it('takes a time the clocks skip as the time it becomes, and one they show twice as the first', () => {
    // Madrid, 29 March 2026: 02:00 → 03:00, so 02:30 is 03:30 summer time.
    expect(instantIn('2026-03-29', '02:30', 'Europe/Madrid')).toBe(Date.UTC(2026, 2, 29, 1, 30));
    expect(dayAndTimeIn(Date.UTC(2026, 2, 29, 1, 30), 'Europe/Madrid')).toEqual({ day: '2026-03-29', time: '03:30' });
    // Madrid, 25 October 2026: 03:00 → 02:00; 02:30 comes twice, first in summer time (UTC+2).
    expect(instantIn('2026-10-25', '02:30', 'Europe/Madrid')).toBe(Date.UTC(2026, 9, 25, 0, 30));
  });

  it('refuses what is not a day or a time', () => {
    for (const [day, time] of [
      ['2026-12-01', '24:00'],
      ['2026-12-01', '9:00'],
      ['2026-13-01', '09:00'],
      ['', '09:00'],
      ['2026-12-01', ''],
    ])
      expect(instantIn(day!, time!, 'UTC')).toBeNull();
    expect(dayStart('2026-12-01')).toBe(Date.UTC(2026, 11, 1));
    expect(dayStart('1 December')).toBeNull();
    expect(dayInput(Date.UTC(2026, 11, 1))).toBe('2026-12-01');
    expect(dayInput(null)).toBe('');
  });

  it('a moment belongs to its day in any time zone from UTC−12 to UTC+14', () => {
    const day = Date.UTC(2026, 11, 1);
    expect(isMomentOfDay(instantIn('2026-12-01', '00:00', 'Pacific/Kiritimati')!, day)).toBe(true);
    expect(isMomentOfDay(instantIn('2026-12-01', '23:59', 'Etc/GMT+12')!, day)).toBe(true);
    expect(isMomentOfDay(day - 15 * 3_600_000, day)).toBe(false);
    expect(isMomentOfDay(day + DAY_MS + 13 * 3_600_000, day)).toBe(false);
  });

  it('shows a day without a time as the day it was, and a time as its moment', () => {
    expect(interviewShown({ interview_at: null, interview_time_at: null })).toBeNull();
    expect(interviewShown({ interview_at: Date.UTC(2026, 11, 1) })).toEqual({ at: Date.UTC(2026, 11, 1), hasTime: false });
    expect(interviewShown({ interview_at: Date.UTC(2026, 11, 1), interview_time_at: Date.UTC(2026, 11, 1, 15, 30) })).toEqual({ at: Date.UTC(2026, 11, 1, 15, 30), hasTime: true });
  });
});

describe('the tracker’s status and search in the address', () => {
  it('reads a known status and a search, and nothing else', () => {
    expect(trackerShownFrom({ status: 'INTERVIEW', search: 'madrid' })).toEqual({ status: 'INTERVIEW', search: 'madrid' });
    expect(trackerShownFrom({ status: 'HIRED', search: ['a', 'b'] })).toEqual({ status: null, search: '' });
    expect(trackerShownFrom({ status: ['SAVED', 'APPLIED'] })).toEqual({ status: null, search: '' });
    expect(trackerShownFrom({}).status).toBeNull();
    expect(trackerShownFrom({ search: 'x'.repeat(TRACKER_QUERY_MAX + 50) }).search).toHaveLength(TRACKER_QUERY_MAX);
  });

  it('writes them into an address, keeping its other keys and dropping what is empty', () => {
    expect(withTrackerShown('', { status: 'OFFER', search: 'data analyst' })).toBe('?status=OFFER&search=data+analyst');
    expect(withTrackerShown('?add=1&status=SAVED&search=old', { status: null, search: '' })).toBe('?add=1');
    expect(withTrackerShown('?status=SAVED', { status: 'SAVED', search: '   ' })).toBe('?status=SAVED');
    expect(withTrackerShown('?search=a', { status: null, search: '' })).toBe('');
    // What it writes reads back the same.
    const written = withTrackerShown('?add=1', { status: 'REJECTED', search: 'señal & co' });
    expect(trackerShownFrom(Object.fromEntries(new URLSearchParams(written)))).toEqual({ status: 'REJECTED', search: 'señal & co' });
  });
});
