import { ENTRY_HEADER, markEntry } from '~/server/client-address.mjs';
import { describe, expect, it, vi } from 'vitest';
import { POST as pressOnTestCheckout } from '~/app/api/test-checkout/[id]/route';
import { fixedClock } from '~/domain/clock';
import type * as TDepsModule from '~/server/deps';
import { buildDeps, type TDeps } from '~/server/deps';
import type { TDb } from '~/server/db/client';
import { createLocalPayments } from '~/server/payments/local';
import { localPayments } from '~/server/payments/test-checkout';
import { freshDb, NOW } from '../helpers/db';
import { withSubscriber } from '../helpers/route-db';

// The route handler runs as it is; only the composition root is this test's.
const app = vi.hoisted(() => ({ deps: undefined as TDeps | undefined }));
vi.mock('~/server/deps', async (original) => ({ ...(await original<typeof TDepsModule>()), getDeps: () => app.deps }));

const APP_URL = 'http://127.0.0.1:3999';

/** The database, with every write to the users table failing while `isDown` says so. */
function usersWritesFailing(db: TDb) {
  const state = { isDown: false };
  const send = db.doc.send.bind(db.doc);
  db.doc.send = ((command: { constructor: { name: string }; input: { TableName?: string } }, ...rest: unknown[]) => {
    if (state.isDown && command.input.TableName?.endsWith('users') && command.constructor.name !== 'GetCommand') return Promise.reject(new Error('The database is unreachable'));
    return (send as (...args: unknown[]) => unknown)(command, ...rest);
  }) as typeof db.doc.send;
  return state;
}

const press = (id: string, action: 'pay' | 'cancel') =>
  pressOnTestCheckout(
    new Request(`${APP_URL}/api/test-checkout/${id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '198.51.100.7', [ENTRY_HEADER]: markEntry() },
      body: `action=${action}`,
    }),
    { params: Promise.resolve({ id }) },
  );

describe('the local test checkout’s form (docs/testing.md, "Faults")', () => {
  it('with the database failing, "Pay (test)" returns to the checkout saying the payment was not completed; pressing again completes it', async () => {
    const db = await freshDb();
    const clock = fixedClock(NOW);
    const outage = usersWritesFailing(db);
    app.deps = buildDeps(db, clock, null, { payments: createLocalPayments(db, clock, APP_URL), appUrl: APP_URL });
    const email = 'renews@example.com';
    await withSubscriber(db, email);
    const { url } = await localPayments(app.deps)!.createCheckout({
      email,
      renewal: true,
      successUrl: `${APP_URL}/dashboard?subscription=renewed`,
      returnUrl: APP_URL,
      cancelUrl: `${APP_URL}/dashboard`,
    });
    const id = url.split('/').pop()!;

    outage.isDown = true;
    const failed = await press(id, 'pay');
    expect(failed.status).toBe(303);
    expect(failed.headers.get('location')).toBe(`${APP_URL}/test-checkout/${id}?failed=1`);
    expect((await localPayments(app.deps)!.getCheckout(id))?.status).toBe('open');

    outage.isDown = false;
    const paid = await press(id, 'pay');
    expect(paid.headers.get('location')).toBe(`${APP_URL}/dashboard?subscription=renewed`);
    expect((await localPayments(app.deps)!.getCheckout(id))?.status).toBe('complete');
  });
});
