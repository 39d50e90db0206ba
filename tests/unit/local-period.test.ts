import { describe, expect, it } from 'vitest';
import { localPeriodEnd } from '~/server/payments/local';

describe('the local test provider’s period', () => {
  it('is a calendar month, as a monthly card subscription runs: same day and time next month', () => {
    expect(new Date(localPeriodEnd(Date.UTC(2026, 2, 15, 10, 30))).toISOString()).toBe('2026-04-15T10:30:00.000Z');
    expect(new Date(localPeriodEnd(Date.UTC(2026, 11, 20))).toISOString()).toBe('2027-01-20T00:00:00.000Z');
  });
  it('ends on the last day of a shorter month (31 January → 28 February, or 29 in a leap year)', () => {
    expect(new Date(localPeriodEnd(Date.UTC(2026, 0, 31, 9))).toISOString()).toBe('2026-02-28T09:00:00.000Z');
    expect(new Date(localPeriodEnd(Date.UTC(2028, 0, 31))).toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(new Date(localPeriodEnd(Date.UTC(2026, 4, 31))).toISOString()).toBe('2026-06-30T00:00:00.000Z');
  });
});
