import { describe, expect, it } from 'vitest';
import { daysLeft, expiryWarningKey, isSubscriptionValid, shouldWarnOfExpiry, SUBSCRIPTION_MESSAGES, type TSubscription } from '~/domain/subscription';

const NOW = Date.UTC(2026, 10, 22);
const base: TSubscription = { status: 'active', paymentStatus: 'paid', periodEnd: NOW + 1, cancelAtEnd: false, updated_at: NOW };

describe('subscription validity (docs/product-rules.md §4)', () => {
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

describe('expiry warning cadence (docs/product-rules.md §4, clock injected)', () => {
  const DAY = 86_400_000;
  const ending = (days: number) => ({ ...base, periodEnd: NOW + days * DAY });

  it('warns when 7 days or fewer remain, not at 8', () => {
    expect(shouldWarnOfExpiry(ending(7), null, NOW)).toBe(true);
    expect(shouldWarnOfExpiry(ending(0.5), null, NOW)).toBe(true);
    expect(shouldWarnOfExpiry(ending(7.01), null, NOW)).toBe(false);
    expect(shouldWarnOfExpiry(ending(30), null, NOW)).toBe(false);
  });
  it('warns at most once every 24 hours per user', () => {
    expect(shouldWarnOfExpiry(ending(3), NOW - DAY + 1, NOW)).toBe(false);
    expect(shouldWarnOfExpiry(ending(3), NOW - DAY, NOW)).toBe(true);
    expect(shouldWarnOfExpiry(ending(3), Number.NaN, NOW)).toBe(true);
  });
  it('does not warn about a subscription that is no longer valid', () => {
    expect(shouldWarnOfExpiry({ ...ending(3), paymentStatus: 'unpaid' }, null, NOW)).toBe(false);
    expect(shouldWarnOfExpiry(ending(-1), null, NOW)).toBe(false);
    expect(shouldWarnOfExpiry(undefined, null, NOW)).toBe(false);
  });
  it('counts whole days left, rounding up, and keys the storage per user', () => {
    expect(daysLeft(NOW + 3 * DAY, NOW)).toBe(3);
    expect(daysLeft(NOW + 2.2 * DAY, NOW)).toBe(3);
    expect(daysLeft(NOW - DAY, NOW)).toBe(0);
    expect(expiryWarningKey('ana@example.com')).toBe('subscription-warning-ana@example.com');
  });
  it('has the SPEC messages word for word', () => {
    expect(SUBSCRIPTION_MESSAGES).toEqual({
      noSubscription: 'No active subscription found',
      noToken: 'No authentication token found',
      updateFailed: 'Failed to update subscription',
    });
  });
});
