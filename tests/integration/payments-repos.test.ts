import { ScanCommand } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { keys } from '~/server/db/keys';
import { createLocalPaymentsRepo } from '~/server/db/local-payments-repo';
import { createRateLimitsRepo } from '~/server/db/rate-limits-repo';
import { freshDb, NOW } from '../helpers/db';

describe('payments and rate-limit repositories', () => {
  it('tag every item with its entity and read through their schemas', async () => {
    const db = await freshDb();
    const scanOf = async (table: 'local_payments' | 'rate_limits') =>
      (await db.raw.send(new ScanCommand({ TableName: `${db.tablePrefix}${table}` }))).Items?.map((item) => item.entity?.S) ?? [];

    const payments = createLocalPaymentsRepo(db);
    const checkout = {
      id: keys.localCheckout('a'.repeat(32)),
      kind: 'checkout' as const,
      email: 'ana@example.com',
      renewal: false,
      success_url: 'http://x/ok',
      cancel_url: 'http://x/no',
      status: 'open' as const,
    };
    await payments.putCheckout(checkout);
    await payments.putSubscription({
      id: keys.localSubscription('b'.repeat(32)),
      kind: 'subscription',
      email: 'ana@example.com',
      status: 'active',
      paymentStatus: 'paid',
      periodEnd: NOW,
      cancelAtPeriodEnd: false,
    });
    await payments.linkEmail('Ana@Example.com', keys.localSubscription('b'.repeat(32)));
    expect((await scanOf('local_payments')).sort()).toEqual(['local_checkout', 'local_email_link', 'local_subscription']);
    expect(await payments.subscriptionIdOf('ana@example.com')).toBe(`sub_local_${'b'.repeat(32)}`);
    // Paid once; a checkout id is not a subscription and the reverse.
    expect(await payments.completeCheckout(checkout.id, 'sub_x')).toBe(true);
    expect(await payments.completeCheckout(checkout.id, 'sub_y')).toBe(false);
    expect(await payments.getCheckout(checkout.id)).toMatchObject({ status: 'complete', subscription_id: 'sub_x' });
    expect(await payments.getSubscription(checkout.id)).toBeNull();
    expect(await payments.getCheckout(keys.localSubscription('b'.repeat(32)))).toBeNull();

    const limits = createRateLimitsRepo(db);
    const bucket = keys.rateLimitBucket('signIn', 'account', 'ana@example.com', NOW);
    expect(bucket).toBe(`signIn#account#ana@example.com#${NOW}`);
    expect(await limits.hit(bucket, 2, NOW + 60_000)).toBe(true);
    expect(await limits.hit(bucket, 2, NOW + 60_000)).toBe(true);
    expect(await limits.hit(bucket, 2, NOW + 60_000)).toBe(false);
    expect(await scanOf('rate_limits')).toEqual(['rate_limit']);
  });
});
