import { describe, expect, it } from 'vitest';
import { isSubscriptionValid, type TSubscription } from '~/domain/subscription';

const NOW = Date.UTC(2026, 10, 22);
const base: TSubscription = { status: 'active', paymentStatus: 'paid', periodEnd: NOW + 1, cancelAtEnd: false, updated_at: NOW };

describe('subscription validity (SPEC §4)', () => {
  it('is valid when active, paid and ending in the future', () => {
    expect(isSubscriptionValid(base, NOW)).toBe(true);
  });
  it('is not valid exactly at periodEnd or after', () => {
    expect(isSubscriptionValid({ ...base, periodEnd: NOW }, NOW)).toBe(false);
    expect(isSubscriptionValid({ ...base, periodEnd: NOW - 1 }, NOW)).toBe(false);
  });
  it('needs both active and paid', () => {
    expect(isSubscriptionValid({ ...base, status: 'past_due' }, NOW)).toBe(false);
    expect(isSubscriptionValid({ ...base, paymentStatus: 'unpaid' }, NOW)).toBe(false);
  });
  it('is not valid without a subscription', () => {
    expect(isSubscriptionValid(undefined, NOW)).toBe(false);
    expect(isSubscriptionValid(null, NOW)).toBe(false);
  });
});
