import { describe, expect, it } from 'vitest';
import { createBoundedCache } from '~/domain/bounded-cache';

describe('the bounded cache', () => {
  it('keeps at most its number of entries, dropping the least recently used (a read is a use)', () => {
    const cache = createBoundedCache<string, number>({ maxEntries: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c'), cache.size]).toEqual([1, undefined, 3, 2]);
  });

  it('as a memo, drops the oldest written whatever was read', () => {
    const memo = createBoundedCache<string, number>({ maxEntries: 2, isReadAUse: false });
    memo.set('a', 1);
    memo.set('b', 2);
    memo.get('a');
    memo.set('c', 3);
    expect([memo.get('a'), memo.get('b'), memo.get('c')]).toEqual([undefined, 2, 3]);
  });

  it('bounds the total weight too, and never keeps a value heavier than it', () => {
    const lists = createBoundedCache<string, number[]>({ maxEntries: 100, maxWeight: 10, weigh: (list) => list.length });
    lists.set('a', [1, 2, 3, 4]);
    lists.set('b', [1, 2, 3, 4]);
    lists.set('c', [1, 2, 3]);
    expect([lists.get('a'), lists.weight, lists.size]).toEqual([undefined, 7, 2]);
    lists.set('huge', new Array<number>(11).fill(0));
    expect([lists.get('huge'), lists.weight]).toEqual([undefined, 7]);
    lists.delete('b');
    expect(lists.weight).toBe(3);
  });

  it('drops an entry past its own end of life when it is read', () => {
    let now = 0;
    const tokens = createBoundedCache<string, { until: number }>({ maxEntries: 10, isFresh: (value) => now < value.until });
    tokens.set('t', { until: 5 });
    expect(tokens.get('t')).toEqual({ until: 5 });
    now = 5;
    expect([tokens.get('t'), tokens.size]).toEqual([undefined, 0]);
  });
});
