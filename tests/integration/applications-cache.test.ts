import { log } from '~/server/log.mjs';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fixedClock } from '~/domain/clock';
import { createCaller } from '~/server/api/root';
import { createInnerContext } from '~/server/api/trpc';
import { APPLICATIONS_CACHE } from '~/server/db/applications-cache';
import { createApplicationsRepo } from '~/server/db/applications-repo';
import type { TDb } from '~/server/db/client';
import { tableName } from '~/server/db/tables';
import { createUsersRepo } from '~/server/db/users-repo';
import { buildDeps, type TDeps } from '~/server/deps';
import { DAY_MS, freshDb, NOW } from '../helpers/db';

const URL_A = 'https://jobs.example/a';
const URL_B = 'https://jobs.example/b';
const valid = { status: 'active', paymentStatus: 'paid', periodEnd: NOW + 30 * DAY_MS, cancelAtEnd: false, updated_at: NOW };

let db: TDb;
let count = 0;
let applicationsReads = 0;
beforeAll(async () => {
  db = await freshDb();
  // Counts the reads of the applications table at the database client, whatever path makes them.
  const send = db.doc.send.bind(db.doc);
  db.doc.send = ((command: { constructor: { name: string }; input: { TableName?: string } }, ...rest: unknown[]) => {
    if (command.constructor.name === 'QueryCommand' && command.input.TableName === tableName(db, 'applications')) applicationsReads += 1;
    return (send as (...args: unknown[]) => unknown)(command, ...rest);
  }) as typeof db.doc.send;
});
afterEach(() => vi.restoreAllMocks());

/** A subscriber of their own; `process` builds one server process's dependencies (its own cache) over the shared database. */
async function newSubscriber() {
  const email = `seeker-${++count}@example.com`;
  await createUsersRepo(db).put({ user_email: email, created_at: NOW, updated_at: NOW, subscription: valid });
  const clock = fixedClock(NOW);
  const process = () => buildDeps(db, clock);
  /** One request: a new context, which reads the person's record once. */
  const request = (deps: TDeps) => createCaller(createInnerContext({ session: { email, accessToken: undefined }, deps }));
  const reads = async <T>(call: () => Promise<T>) => {
    const before = applicationsReads;
    const result = await call();
    return { result, reads: applicationsReads - before };
  };
  return { email, clock, process, request, reads };
}

const statuses = (list: { job_url: string; status: string }[]) => Object.fromEntries(list.map((a) => [a.job_url, a.status]));

describe('a person’s applications are read once per change, not once per page', () => {
  it('later views reuse the list read under the record’s version; every kind of change reads it again', async () => {
    const { process, request, reads } = await newSubscriber();
    const server = process();
    // No application yet (no version on the record): the empty list is kept too.
    expect(await reads(() => request(server).applications.list({}))).toEqual({ result: [], reads: 1 });
    expect(await reads(() => request(server).applications.list({}))).toEqual({ result: [], reads: 0 });

    await request(server).applications.create({ job_url: URL_A, status: 'APPLIED' });
    const afterCreate = await reads(() => request(server).applications.list({}));
    expect([statuses(afterCreate.result), afterCreate.reads]).toEqual([{ [URL_A]: 'APPLIED' }, 1]);
    // Any status filter is answered from the same list.
    expect(await reads(async () => (await request(server).applications.list({ status: 'SAVED' })).length)).toEqual({ result: 0, reads: 0 });

    await request(server).applications.update({ job_url: URL_A, notes: 'Call Marta' });
    const afterNotes = await reads(() => request(server).applications.list({}));
    expect([afterNotes.result[0]?.notes, afterNotes.reads]).toEqual(['Call Marta', 1]);

    await request(server).applications.add({ job_url: URL_B, title: 'Designer', company: 'Acme', status: 'SAVED' });
    await request(server).applications.remove({ job_url: URL_A });
    const afterRemove = await reads(() => request(server).applications.list({}));
    expect([statuses(afterRemove.result), afterRemove.reads]).toEqual([{ [URL_B]: 'SAVED' }, 1]);
    expect(await reads(async () => (await request(server).applications.list({})).length)).toEqual({ result: 1, reads: 0 });
  });

  it('a change made through another server process shows at once in this one', async () => {
    const { email, process, request } = await newSubscriber();
    const [first, second] = [process(), process()];
    expect(await request(first).applications.list({})).toEqual([]);
    await request(second).applications.create({ job_url: URL_A, status: 'SAVED' });
    expect(statuses(await request(first).applications.list({}))).toEqual({ [URL_A]: 'SAVED' });
    await request(second).applications.update({ job_url: URL_A, status: 'INTERVIEW' });
    expect(statuses(await request(first).applications.list({}))).toEqual({ [URL_A]: 'INTERVIEW' });
    // Any writer using the repository raises the version (the platform API, scripts, the seed).
    await createApplicationsRepo(db).saveStatus(email, URL_A, 'OFFER', NOW);
    expect(statuses(await request(first).applications.list({}))).toEqual({ [URL_A]: 'OFFER' });
  });

  it('a change written outside Rumbo’s code shows once the kept list is as old as the maximum age; changes always start from the stored list', async () => {
    const { email, clock, process, request } = await newSubscriber();
    const server = process();
    await request(server).applications.create({ job_url: URL_A, status: 'APPLIED' });
    expect(statuses(await request(server).applications.list({}))).toEqual({ [URL_A]: 'APPLIED' });
    // A hand edit of the table: the version on the record stays as it was.
    await db.doc.send(
      new UpdateCommand({
        TableName: tableName(db, 'applications'),
        Key: { user_email: email, job_url: URL_A },
        UpdateExpression: 'SET #status = :status',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':status': 'INTERVIEW' },
      }),
    );
    expect(statuses(await request(server).applications.list({}))).toEqual({ [URL_A]: 'APPLIED' });
    // A move to the status it already has is no move: the change read the stored item, not the kept copy.
    const moved = await request(server).applications.update({ job_url: URL_A, status: 'INTERVIEW' });
    expect(moved.history?.map((change) => change.status)).toEqual(['APPLIED']);

    clock.set(NOW + APPLICATIONS_CACHE.maxAgeMs - 1);
    expect(statuses(await request(server).applications.list({}))).toEqual({ [URL_A]: 'APPLIED' });
    clock.set(NOW + APPLICATIONS_CACHE.maxAgeMs);
    expect(statuses(await request(server).applications.list({}))).toEqual({ [URL_A]: 'INTERVIEW' });
  });

  it('a failed raise keeps the change, is logged, and this process reads the list again', async () => {
    const { process, request, reads } = await newSubscriber();
    const server = process();
    await request(server).applications.create({ job_url: URL_A, status: 'APPLIED' });
    await request(server).applications.list({});
    const logged = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    const send = db.doc.send;
    db.doc.send = ((command: { input: { UpdateExpression?: string } }, ...rest: unknown[]) =>
      command.input.UpdateExpression?.startsWith('ADD applications_version')
        ? Promise.reject(new Error('throttled'))
        : (send as (...args: unknown[]) => unknown)(command, ...rest)) as typeof db.doc.send;
    try {
      expect((await request(server).applications.update({ job_url: URL_A, notes: 'Sent the portfolio' })).notes).toBe('Sent the portfolio');
    } finally {
      db.doc.send = send;
    }
    expect(logged).toHaveBeenCalledWith({ err: expect.any(Error) }, 'Could not raise the applications version');
    const after = await reads(() => request(server).applications.list({}));
    expect([after.result[0]?.notes, after.reads]).toEqual(['Sent the portfolio', 1]);
  });

  it('the record and the list are read strongly consistent, so a request after a change on another process never meets the version before it', async () => {
    const { process, request } = await newSubscriber();
    const sent: { name: string; table?: string; consistent?: boolean }[] = [];
    const send = db.doc.send;
    db.doc.send = ((command: { constructor: { name: string }; input: { TableName?: string; ConsistentRead?: boolean } }, ...rest: unknown[]) => {
      sent.push({ name: command.constructor.name, table: command.input.TableName, consistent: command.input.ConsistentRead });
      return (send as (...args: unknown[]) => unknown)(command, ...rest);
    }) as typeof db.doc.send;
    try {
      await request(process()).applications.list({});
    } finally {
      db.doc.send = send;
    }
    expect(sent).toEqual([
      { name: 'GetCommand', table: tableName(db, 'users'), consistent: true },
      { name: 'QueryCommand', table: tableName(db, 'applications'), consistent: true },
    ]);
  });

  it('the raise never creates a record for someone who has none', async () => {
    await createApplicationsRepo(db).saveStatus('nobody@example.com', URL_A, 'APPLIED', NOW);
    expect(await createUsersRepo(db).get('nobody@example.com')).toBeNull();
  });
});
