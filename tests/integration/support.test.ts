import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '~/domain/clock';
import { SUPPORT_LIMIT } from '~/domain/support';
import { createCaller } from '~/server/api/root';
import { createInnerContext } from '~/server/api/trpc';
import type { TDb } from '~/server/db/client';
import { tableName } from '~/server/db/tables';
import { createUsersRepo } from '~/server/db/users-repo';
import { buildDeps } from '~/server/deps';
import { DAY_MS, freshDb, NOW } from '../helpers/db';

const MINUTE = 60_000;
const ANA = 'ana@example.com';
const LUIS = 'luis@example.com';
const message = { topic: 'billing', message: 'I was charged twice this month.', reply_email: 'ana.personal@example.org' } as const;

let db: TDb;
beforeEach(async () => {
  db = await freshDb();
  const users = createUsersRepo(db);
  const subscription = { status: 'active', paymentStatus: 'paid', periodEnd: NOW + 10 * DAY_MS, cancelAtEnd: false, updated_at: NOW };
  await users.put({ user_email: ANA, created_at: NOW, updated_at: NOW, subscription });
  // Luis's subscription ended yesterday: he can no longer use the product, but he can still write.
  await users.put({ user_email: LUIS, created_at: NOW, updated_at: NOW, subscription: { ...subscription, periodEnd: NOW - DAY_MS } });
});

/** One app instance with its own clock, as the signed-in person (null: signed out) in `locale`. */
function callerAs(email: string | null, locale: 'en' | 'es' = 'en') {
  const clock = fixedClock(NOW);
  const deps = buildDeps(db, clock);
  const session = email ? { email, accessToken: 'unused-by-rumbo-own-sources' } : null;
  return { caller: createCaller(createInnerContext({ session, deps, locale })), clock };
}

/** Every message stored for `email`, oldest first. */
async function storedFor(email: string) {
  const { Items } = await db.doc.send(
    new QueryCommand({ TableName: tableName(db, 'supportRequests'), KeyConditionExpression: 'user_email = :e', ExpressionAttributeValues: { ':e': email } }),
  );
  return Items ?? [];
}

describe('support.send', () => {
  it('stores the message under the sender with its reference, and answers the reference', async () => {
    const { caller } = callerAs(ANA, 'es');
    const { reference } = await caller.support.send({ ...message, message: `  ${message.message}\n`, reply_email: ' ana.personal@example.org ' });
    expect(reference).toMatch(/^RS-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    expect(await storedFor(ANA)).toEqual([
      {
        entity: 'support_request',
        user_email: ANA,
        created_at: NOW,
        reference,
        topic: 'billing',
        message: message.message,
        reply_email: 'ana.personal@example.org',
        locale: 'es',
      },
    ]);
  });

  it('is open to a signed-in person whose subscription is not valid, and closed to a signed-out visitor', async () => {
    await expect(callerAs(LUIS).caller.support.send(message)).resolves.toMatchObject({ reference: expect.any(String) });
    expect(await storedFor(LUIS)).toHaveLength(1);
    await expect(callerAs(null).caller.support.send(message)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('refuses a message outside 10–5000 characters (after trimming), an unknown topic and a bad reply address, storing nothing', async () => {
    const { caller } = callerAs(ANA);
    const refused = [
      { ...message, message: 'Too short' },
      { ...message, message: `   ${'x'.repeat(9)}   ` },
      { ...message, message: 'x'.repeat(5001) },
      { ...message, topic: 'refund' },
      { ...message, reply_email: 'ana@example' },
      { ...message, reply_email: 'ana @example.com' },
      { ...message, reply_email: '' },
    ];
    for (const input of refused) {
      // Deliberately outside the input type, as a hand-made request would be.
      await expect(caller.support.send(input as typeof message), JSON.stringify(input).slice(0, 80)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    }
    expect(await storedFor(ANA)).toEqual([]);
    await caller.support.send({ ...message, message: 'x'.repeat(10) });
    await caller.support.send({ ...message, message: 'x'.repeat(5000) });
    expect((await storedFor(ANA)).map((item) => String(item.message).length)).toEqual([10, 5000]);
  });

  it(`accepts ${SUPPORT_LIMIT.perWindow} messages an hour per account, then refuses with RATE_LIMITED until the oldest is an hour old`, async () => {
    const { caller, clock } = callerAs(ANA);
    for (let i = 0; i < SUPPORT_LIMIT.perWindow; i++) {
      clock.set(NOW + i * 10 * MINUTE);
      await caller.support.send(message);
    }
    clock.set(NOW + 59 * MINUTE);
    const refusal = caller.support.send(message);
    await expect(refusal).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS', cause: { code: 'RATE_LIMITED' } });
    expect(await storedFor(ANA)).toHaveLength(SUPPORT_LIMIT.perWindow);
    // Another person's limit is their own.
    await expect(callerAs(LUIS).caller.support.send(message)).resolves.toBeDefined();
    // An hour after the first message there is room for one more again.
    clock.set(NOW + 60 * MINUTE);
    await expect(caller.support.send(message)).resolves.toBeDefined();
    await expect(caller.support.send(message)).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });

  it(`keeps at most ${SUPPORT_LIMIT.perWindow} of a batch of 10 sent at the same moment; every other one is refused and nothing else is stored`, async () => {
    const { caller } = callerAs(ANA);
    const results = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => caller.support.send({ ...message, message: `Message number ${i} of a batch.` })));
    const kept = results.filter((result) => result.status === 'fulfilled');
    for (const result of results) {
      if (result.status === 'rejected') expect(result.reason).toMatchObject({ code: 'TOO_MANY_REQUESTS', cause: { code: 'RATE_LIMITED' } });
    }
    expect(kept.length).toBeLessThanOrEqual(SUPPORT_LIMIT.perWindow);
    expect(await storedFor(ANA)).toHaveLength(kept.length);
  });

  it('writes only to the caller’s own partition, whatever the input names, and never overwrites a message of the same millisecond', async () => {
    const { caller } = callerAs(ANA);
    // An extra key is not part of the contract: it is dropped, not obeyed.
    await caller.support.send({ ...message, user_email: LUIS } as typeof message);
    await caller.support.send({ ...message, message: 'A second message in the same millisecond.' });
    expect(await storedFor(LUIS)).toEqual([]);
    const ana = await storedFor(ANA);
    expect(ana.map((item) => [item.created_at, item.message])).toEqual([
      [NOW, message.message],
      [NOW + 1, 'A second message in the same millisecond.'],
    ]);
    expect(new Set(ana.map((item) => item.reference)).size).toBe(2);
  });
});
