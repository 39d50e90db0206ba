import { afterEach, describe, expect, it } from 'vitest';
import { createDb, DB_TIMEOUTS, type TDb } from '~/server/db/client';
import { probeDatabase } from '~/server/db/health';
import { createUsersRepo } from '~/server/db/users-repo';
import { createStripePayments } from '~/server/payments/stripe';
import { freshDb } from '../helpers/db';
import { stalledServer } from '../helpers/stalled-server';

// Wall-clock bounds with room for a slow machine: they check that a call ends, not how fast.
const BOUND_MS = 8_000;

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function stalled() {
  const server = await stalledServer();
  cleanups.push(server.close);
  return server;
}

function dbAt(endpoint: string): TDb {
  const db = createDb({ region: 'eu-west-3', endpoint, tablePrefix: '', hasAwsCredentials: false });
  cleanups.push(() => db.raw.destroy());
  return db;
}

/** Runs `call`, answering how it ended and after how many milliseconds. */
async function timed(call: () => Promise<unknown>) {
  const started = performance.now();
  const outcome = await call().then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  return { ...outcome, ms: performance.now() - started };
}

describe('a database that accepts connections and never answers', () => {
  it('makes a repository read fail within seconds, after the configured attempts', async () => {
    const server = await stalled();
    const result = await timed(() => createUsersRepo(dbAt(server.url)).get('ana@example.com'));
    expect(result.ok).toBe(false);
    expect(result.ok ? null : result.error).toMatchObject({ name: 'TimeoutError' });
    expect(result.ms).toBeLessThan(BOUND_MS);
    expect(result.ms).toBeGreaterThanOrEqual(DB_TIMEOUTS.requestMs * DB_TIMEOUTS.maxAttempts - 100);
    expect(server.connections()).toBe(DB_TIMEOUTS.maxAttempts);
  });

  it('fails the health probe within its own bound', async () => {
    const server = await stalled();
    const result = await timed(() => probeDatabase(dbAt(server.url), 1_000));
    expect(result).toMatchObject({ ok: true, value: false });
    expect(result.ms).toBeLessThan(2_000);
  });
});

describe('health probe on the local engine', () => {
  it('passes when the users table answers, fails when it does not exist', async () => {
    const db = await freshDb();
    expect(await probeDatabase(db)).toBe(true);
    expect(await probeDatabase({ ...db, tablePrefix: `${db.tablePrefix}missing-` })).toBe(false);
  });
});

describe('a payments API that accepts connections and never answers', () => {
  it('makes a Stripe call fail after its timeout and one retry', async () => {
    const server = await stalled();
    const payments = createStripePayments({
      secretKey: 'sk_test_rumbo',
      webhookSecret: 'whsec_test_rumbo',
      priceId: 'price_monthly',
      api: { host: '127.0.0.1', port: server.port, protocol: 'http' },
      timeouts: { timeoutMs: 500 },
    });
    const result = await timed(() => payments.getSubscription('sub_1'));
    expect(result.ok).toBe(false);
    expect(result.ms).toBeLessThan(BOUND_MS);
    expect(server.connections()).toBe(2);
  });
});
