import { beforeAll, describe, expect, it } from 'vitest';
import { createCaller } from '~/server/api/root';
import { createInnerContext } from '~/server/api/trpc';
import type { TDb } from '~/server/db/client';
import { createApplicationsRepo } from '~/server/db/applications-repo';
import { createUsersRepo } from '~/server/db/users-repo';
import { callerFor, DAY_MS, freshDb, NOW } from '../helpers/db';

const valid = { status: 'active', paymentStatus: 'paid', periodEnd: NOW + 30 * DAY_MS, cancelAtEnd: false, updated_at: NOW };

let db: TDb;
let count = 0;
beforeAll(async () => {
  db = await freshDb();
});

type TCommand = { constructor: { name: string }; input: { TableName?: string; ConditionExpression?: string } };

/** Every command sent to the database from now on, as "Command table" (and whether it was conditional). */
function recordCommands(database: TDb) {
  const sent: { name: string; table: string; isConditional: boolean }[] = [];
  const send = database.doc.send.bind(database.doc);
  database.doc.send = ((command: TCommand, ...rest: unknown[]) => {
    sent.push({ name: command.constructor.name, table: command.input.TableName?.split('-').pop() ?? '', isConditional: Boolean(command.input.ConditionExpression) });
    return (send as (...args: unknown[]) => unknown)(command, ...rest);
  }) as typeof database.doc.send;
  return {
    of: (table: string) => sent.filter((command) => command.table === table),
    clear: () => sent.splice(0),
  };
}

/** A subscriber of their own on Rumbo's own applications API, and a way to call as a new request would (a context of its own). */
async function newSubscriber() {
  const email = `writer-${++count}@example.com`;
  await createUsersRepo(db).put({ user_email: email, created_at: NOW, updated_at: NOW, subscription: valid });
  const { caller, deps, session } = await callerFor({ email }, db);
  const request = () => createCaller(createInnerContext({ session, deps }));
  return { email, caller, request };
}

describe('application writes on Rumbo’s own applications API', () => {
  it('tracking a new job, a status change with its history, and a move with a note, are each one conditional write of the application’s one item, with no read first', async () => {
    const { email, caller } = await newSubscriber();
    const url = 'https://jobs.example/one-write';
    const commands = recordCommands(db);
    await caller.applications.create({ job_url: url, status: 'SAVED' });
    expect(commands.of('applications').map(({ name, isConditional }) => `${name}${isConditional ? ' (conditional)' : ''}`)).toEqual(['UpdateCommand (conditional)']);

    commands.clear();
    const moved = await caller.applications.update({ job_url: url, status: 'APPLIED' });
    expect(moved).toMatchObject({ status: 'APPLIED', history: [{ status: 'SAVED' }, { status: 'APPLIED' }] });
    expect(commands.of('applications').map(({ name, isConditional }) => `${name}${isConditional ? ' (conditional)' : ''}`)).toEqual(['UpdateCommand (conditional)']);
    // The one write of the person's record: the version that tells every process to read the list again.
    expect(commands.of('users').filter((command) => command.name === 'UpdateCommand')).toHaveLength(1);

    commands.clear();
    const both = await caller.applications.update({ job_url: url, status: 'INTERVIEW', notes: 'Call on Monday' });
    expect(both).toMatchObject({ status: 'INTERVIEW', notes: 'Call on Monday' });
    expect(commands.of('applications').map((command) => command.name)).toEqual(['UpdateCommand']);
    // Stored once, with its history, and found under its new status only (the by-status index).
    const repo = createApplicationsRepo(db);
    expect((await repo.all(email)).filter((item) => item.job_url === url)).toHaveLength(1);
    expect((await repo.one(email, url))?.history.map((change) => change.status)).toEqual(['SAVED', 'APPLIED', 'INTERVIEW']);
    expect((await repo.inStatus(email, 'INTERVIEW')).map((item) => item.job_url)).toEqual([url]);
    expect(await repo.inStatus(email, 'APPLIED')).toEqual([]);
  });

  it('a move to the status an application already has writes nothing, raises nothing and answers it as stored; with a note, only the note is written', async () => {
    const { email, caller } = await newSubscriber();
    const url = 'https://jobs.example/same-status';
    await caller.applications.create({ job_url: url, status: 'SAVED' });
    await caller.applications.update({ job_url: url, status: 'APPLIED' });
    const commands = recordCommands(db);

    const same = await caller.applications.update({ job_url: url, status: 'APPLIED' });
    expect(same).toMatchObject({ status: 'APPLIED', history: [{ status: 'SAVED' }, { status: 'APPLIED' }] });
    expect(commands.of('users').filter((command) => command.name === 'UpdateCommand')).toEqual([]);

    const noted = await caller.applications.update({ job_url: url, status: 'APPLIED', notes: 'Sent the portfolio' });
    expect(noted).toMatchObject({ status: 'APPLIED', notes: 'Sent the portfolio', history: [{ status: 'SAVED' }, { status: 'APPLIED' }] });
    expect((await createApplicationsRepo(db).one(email, url))?.history.map((change) => change.status)).toEqual(['SAVED', 'APPLIED']);
    // A job tracked again keeps its application (its conditional write finds it stored and writes nothing).
    expect(await caller.applications.create({ job_url: url, status: 'SAVED' })).toMatchObject({ status: 'APPLIED', notes: 'Sent the portfolio' });
  });

  it('fifty writes at once on one account all land once, and share a few raises of the person’s version instead of queueing fifty on one item', async () => {
    const { email, request } = await newSubscriber();
    const commands = recordCommands(db);
    const urls = Array.from({ length: 50 }, (_, i) => `https://jobs.example/at-once/${i}`);
    await Promise.all(urls.map((job_url) => request().applications.create({ job_url, status: 'SAVED' })));
    await Promise.all(urls.map((job_url, i) => request().applications.update({ job_url, status: 'APPLIED', notes: `Note ${i}` })));

    const raises = commands.of('users').filter((command) => command.name === 'UpdateCommand');
    expect(raises.length).toBeGreaterThan(0);
    expect(raises.length).toBeLessThanOrEqual(10);
    // A new request lists every application with its last status, note and both moves, once each.
    const listed = await request().applications.list();
    expect(listed.map((application) => application.job_url).sort()).toEqual([...urls].sort());
    for (const application of listed) {
      expect(application.status).toBe('APPLIED');
      expect(application.notes).toBe(`Note ${urls.indexOf(application.job_url)}`);
      expect(application.history?.map((change) => change.status)).toEqual(['SAVED', 'APPLIED']);
    }
    expect((await createUsersRepo(db).get(email))?.applications_version).toBeGreaterThan(0);
  });

  it('the same job tracked by several requests at once makes one application with one history entry', async () => {
    const { request } = await newSubscriber();
    const url = 'https://jobs.example/twice';
    const answers = await Promise.all(Array.from({ length: 5 }, () => request().applications.create({ job_url: url, status: 'SAVED' })));
    for (const answer of answers) expect(answer).toMatchObject({ job_url: url, status: 'SAVED' });
    const listed = await request().applications.list();
    expect(listed).toHaveLength(1);
    expect(listed[0]?.history).toHaveLength(1);
  });

  it('a change that meets an application deleted meanwhile writes nothing and brings nothing back', async () => {
    const { email, caller } = await newSubscriber();
    const url = 'https://jobs.example/deleted-meanwhile';
    await caller.applications.create({ job_url: url, status: 'SAVED' });
    const repo = createApplicationsRepo(db);
    await repo.markDeleted(email, url, NOW);
    expect(await repo.write(email, url, { now: NOW, apiStatus: 'APPLIED', status: 'APPLIED', details: { notes: 'too late' } }, 'shown')).toBeNull();
    const item = await repo.one(email, url);
    expect(item).toMatchObject({ status: 'SAVED', deleted_at: NOW });
    expect(item?.notes).toBeUndefined();
    await expect(caller.applications.update({ job_url: url, status: 'APPLIED' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
