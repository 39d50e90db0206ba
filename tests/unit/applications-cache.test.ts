import { describe, expect, it } from 'vitest';
import { fixedClock } from '~/domain/clock';
import { createApplicationsCache } from '~/server/db/applications-cache';

type TItem = { job_url: string; history: { status: string }[] };
const item = (n: number): TItem => ({ job_url: `https://jobs.example/${n}`, history: [{ status: 'APPLIED' }] });
const items = (count: number, from = 0) => Array.from({ length: count }, (_, i) => item(from + i));

describe('the applications cache', () => {
  it('answers only for the version the list was stored under', () => {
    const cache = createApplicationsCache<TItem>(fixedClock(0));
    const list = items(2);
    cache.set('ana@example.com', 3, list);
    expect(cache.get('ana@example.com', 3)).toBe(list);
    // A newer record (a write since) and an older one (a replica that lags) both read again.
    expect(cache.get('ana@example.com', 4)).toBeUndefined();
    expect(cache.get('ana@example.com', 2)).toBeUndefined();
    expect(cache.get('bea@example.com', 3)).toBeUndefined();
  });

  it('reads again once a list is as old as the maximum age, for writes made outside Rumbo', () => {
    const clock = fixedClock(1_000);
    const cache = createApplicationsCache<TItem>(clock, { maxAgeMs: 60_000, maxItems: 100 });
    cache.set('ana@example.com', 0, items(1));
    clock.set(60_999);
    expect(cache.get('ana@example.com', 0)).toHaveLength(1);
    clock.set(61_000);
    expect(cache.get('ana@example.com', 0)).toBeUndefined();
  });

  it('hands out frozen lists: a caller that changed one would change it for every later request', () => {
    const cache = createApplicationsCache<TItem>(fixedClock(0));
    cache.set('ana@example.com', 1, items(1));
    const [kept] = cache.get('ana@example.com', 1)!;
    expect(() => (kept!.job_url = 'https://elsewhere.example')).toThrow(TypeError);
    expect(() => kept!.history.push({ status: 'OFFER' })).toThrow(TypeError);
    expect(cache.get('ana@example.com', 1)![0]).toEqual(item(0));
  });

  it('forgets one person’s list on drop, and a new list replaces the old one', () => {
    const cache = createApplicationsCache<TItem>(fixedClock(0));
    cache.set('ana@example.com', 1, items(3));
    cache.set('bea@example.com', 1, items(2));
    cache.drop('ana@example.com');
    expect(cache.get('ana@example.com', 1)).toBeUndefined();
    expect(cache.size()).toBe(2);
    cache.set('bea@example.com', 2, items(1));
    expect(cache.get('bea@example.com', 1)).toBeUndefined();
    expect(cache.size()).toBe(1);
  });

  it('holds at most maxItems (each person counting one more than their items), dropping the least recently used', () => {
    const cache = createApplicationsCache<TItem>(fixedClock(0), { maxAgeMs: 60_000, maxItems: 11 });
    cache.set('a@example.com', 1, items(2));
    cache.set('b@example.com', 1, items(2));
    cache.set('c@example.com', 1, items(2));
    // Reading a makes b the least recently used.
    expect(cache.get('a@example.com', 1)).toBeDefined();
    cache.set('d@example.com', 1, items(2));
    expect(cache.get('b@example.com', 1)).toBeUndefined();
    expect(['a', 'c', 'd'].map((who) => cache.get(`${who}@example.com`, 1)?.length)).toEqual([2, 2, 2]);
    expect(cache.size()).toBe(6);
    // People without applications are bounded too.
    for (let n = 0; n < 20; n++) cache.set(`empty${n}@example.com`, 0, []);
    expect(cache.get('a@example.com', 1)).toBeUndefined();
    expect(cache.get('empty19@example.com', 0)).toEqual([]);
  });

  it('does not keep a list larger than a quarter of its room', () => {
    const cache = createApplicationsCache<TItem>(fixedClock(0), { maxAgeMs: 60_000, maxItems: 40 });
    cache.set('a@example.com', 1, items(10));
    cache.set('b@example.com', 1, items(11));
    expect(cache.get('a@example.com', 1)).toHaveLength(10);
    expect(cache.get('b@example.com', 1)).toBeUndefined();
    expect(cache.size()).toBe(10);
  });
});
