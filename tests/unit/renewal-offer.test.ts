import { describe, expect, it } from 'vitest';
import { DAY_MS } from '~/domain/time';
import { EXPIRY_WARNING_DAYS, isRenewalOffered, subscriptionTerms, type TSubscriptionTerms } from '~/domain/subscription';

const NOW = Date.UTC(2026, 10, 22);
const ending = (days: number, cancelAtEnd = false): TSubscriptionTerms => ({ status: 'active', paymentStatus: 'paid', periodEnd: NOW + days * DAY_MS, cancelAtEnd });

describe('Renew Now is offered only when there is something to renew', () => {
  it('not to an active, auto-renewing subscriber with more than the warning window left', () => {
    expect(isRenewalOffered(ending(EXPIRY_WARNING_DAYS + 1), NOW)).toBe(false);
    expect(isRenewalOffered(ending(30), NOW)).toBe(false);
  });
  it('when the subscription will not renew (automatic renewal off)', () => {
    expect(isRenewalOffered(ending(30, true), NOW)).toBe(true);
  });
  it('when it is about to end: the expiry warning threshold, inclusive', () => {
    expect(isRenewalOffered(ending(EXPIRY_WARNING_DAYS), NOW)).toBe(true);
    expect(isRenewalOffered(ending(0.5), NOW)).toBe(true);
  });
  it('when it is not valid or missing', () => {
    expect(isRenewalOffered(ending(-1), NOW)).toBe(true);
    expect(isRenewalOffered({ ...ending(30), paymentStatus: 'unpaid' }, NOW)).toBe(true);
    expect(isRenewalOffered({ ...ending(30), status: 'canceled' }, NOW)).toBe(true);
    expect(isRenewalOffered(null, NOW)).toBe(true);
  });
});

describe('subscription terms from a status answer', () => {
  it('are null when the person has no subscription', () => {
    expect(subscriptionTerms({ status: null, paymentStatus: null, periodEnd: null, cancelAtEnd: false })).toBeNull();
    expect(subscriptionTerms({ status: 'active', paymentStatus: 'paid', periodEnd: null, cancelAtEnd: false })).toBeNull();
  });
  it('carry the four fields the rules read', () => {
    expect(subscriptionTerms({ status: 'active', paymentStatus: 'paid', periodEnd: NOW, cancelAtEnd: true })).toEqual({
      status: 'active',
      paymentStatus: 'paid',
      periodEnd: NOW,
      cancelAtEnd: true,
    });
  });
});
