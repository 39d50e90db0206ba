import { beforeAll, describe, expect, it } from 'vitest';
import type { TDb } from '~/server/db/client';
import { createUsersRepo } from '~/server/db/users-repo';
import { DAY_MS, freshDb, NOW } from '../helpers/db';

const valid = { status: 'active', paymentStatus: 'paid', periodEnd: NOW + 30 * DAY_MS, cancelAtEnd: false, updated_at: NOW };

let db: TDb;
beforeAll(async () => {
  db = await freshDb();
});

/** Counts the reads sent to the database from now on. */
function countReads(database: TDb) {
  const counted = { reads: 0 };
  const send = database.doc.send.bind(database.doc);
  database.doc.send = ((command: { constructor: { name: string } }, ...rest: unknown[]) => {
    if (command.constructor.name === 'GetCommand') counted.reads += 1;
    return (send as (...args: unknown[]) => unknown)(command, ...rest);
  }) as typeof database.doc.send;
  return counted;
}

describe('reads of one person’s record at once', () => {
  it('fifty requests at once share a few reads of the record instead of sending fifty', async () => {
    const email = 'many-at-once@example.com';
    const users = createUsersRepo(db);
    await users.put({ user_email: email, created_at: NOW, updated_at: NOW, subscription: valid });
    const counted = countReads(db);
    const records = await Promise.all(Array.from({ length: 50 }, () => users.get(email)));
    for (const record of records) expect(record).toMatchObject({ user_email: email, subscription: { status: 'active' } });
    expect(counted.reads).toBeGreaterThan(0);
    expect(counted.reads).toBeLessThanOrEqual(3);
    // Each caller has its own copy: changing one changes no other.
    records[0]!.name = 'Changed here only';
    expect(records[1]!.name).toBeUndefined();
  });

  it('a read asked for after a write sees it, even while a read asked for before the write is still on its way', async () => {
    const email = 'read-after-write@example.com';
    const users = createUsersRepo(db);
    await users.put({ user_email: email, created_at: NOW, updated_at: NOW, subscription: valid });
    // The answers of reads sent from now on are held until `release`: the first read is done before
    // the write but still on its way when the second is asked for.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const send = db.doc.send.bind(db.doc);
    db.doc.send = (async (command: { constructor: { name: string } }, ...rest: unknown[]) => {
      const answer = await (send as (...args: unknown[]) => Promise<unknown>)(command, ...rest);
      if (command.constructor.name === 'GetCommand') await held;
      return answer;
    }) as typeof db.doc.send;
    try {
      const before = users.get(email);
      await new Promise((resolve) => setTimeout(resolve, 50));
      await users.raiseApplicationsVersion(email);
      const after = users.get(email);
      release();
      expect((await before)?.applications_version).toBeUndefined();
      expect((await after)?.applications_version).toBe(1);
    } finally {
      db.doc.send = send;
    }
    // Another person's read is not held behind this one's.
    expect(await users.get('nobody@example.com')).toBeNull();
  });
});
