import { log } from '~/server/log.mjs';
import { TRPCError } from '@trpc/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TDb } from '~/server/db/client';
import { callerFor, DAY_MS, freshDb, NOW } from '../helpers/db';
import { createApplicationsRepo } from '~/server/db/applications-repo';
import { createUsersRepo } from '~/server/db/users-repo';

const valid = { status: 'active', paymentStatus: 'paid', periodEnd: NOW + 10 * DAY_MS, cancelAtEnd: false, updated_at: NOW };

let db: TDb;
beforeAll(async () => {
  db = await freshDb();
  const users = createUsersRepo(db);
  await users.put({ user_email: 'valid@example.com', name: '  Ana  ', created_at: NOW, updated_at: NOW, subscription: valid });
  await users.put({ user_email: 'expired@example.com', created_at: NOW, updated_at: NOW, subscription: { ...valid, periodEnd: NOW } });
  await users.put({ user_email: 'unpaid@example.com', created_at: NOW, updated_at: NOW, subscription: { ...valid, paymentStatus: 'unpaid' } });
});

async function codeOf(promise: Promise<unknown>) {
  try {
    await promise;
    return 'OK';
  } catch (error) {
    return error instanceof TRPCError ? error.code : String(error);
  }
}

const DATA_PROCEDURES = {
  'user.me': (c: Awaited<ReturnType<typeof callerFor>>['caller']) => c.user.me(),
  'jobs.latest': (c: Awaited<ReturnType<typeof callerFor>>['caller']) => c.jobs.latest(),
  'applications.list': (c: Awaited<ReturnType<typeof callerFor>>['caller']) => c.applications.list(),
  'resume.get': (c: Awaited<ReturnType<typeof callerFor>>['caller']) => c.resume.get(),
};

describe('access to data procedures (docs/product-rules.md §4, §6)', () => {
  for (const [name, call] of Object.entries(DATA_PROCEDURES)) {
    it(`${name}: refused without a session or valid subscription, allowed otherwise`, async () => {
      expect(await codeOf(call((await callerFor(null, db)).caller))).toBe('UNAUTHORIZED');
      expect(await codeOf(call((await callerFor({ email: 'expired@example.com' }, db)).caller))).toBe('FORBIDDEN');
      expect(await codeOf(call((await callerFor({ email: 'unpaid@example.com' }, db)).caller))).toBe('FORBIDDEN');
      expect(await codeOf(call((await callerFor({ email: 'nobody@example.com' }, db)).caller))).toBe('NOT_FOUND');
      expect(await codeOf(call((await callerFor({ email: 'valid@example.com' }, db)).caller))).toBe('OK');
    });
  }

  it('user.access tells the guard which of the three states applies', async () => {
    expect(await (await callerFor(null, db)).caller.user.access()).toEqual({ state: 'signed-out' });
    expect(await (await callerFor({ email: 'expired@example.com' }, db)).caller.user.access()).toEqual({ state: 'expired' });
    expect(await (await callerFor({ email: 'VALID@example.com' }, db)).caller.user.access()).toEqual({ state: 'ok' });
  });

  it('subscription.status is readable by an expired user', async () => {
    const status = await (await callerFor({ email: 'expired@example.com' }, db)).caller.subscription.status();
    expect(status).toMatchObject({ isValid: false, status: 'active', periodEnd: NOW });
  });

  it("applications.own: a person's own applications whatever the subscription, none without a record, refused signed out", async () => {
    await createApplicationsRepo(db).saveStatus('expired@example.com', 'https://jobs.example/1', 'INTERVIEW', NOW);
    const expired = (await callerFor({ email: 'expired@example.com' }, db)).caller;
    expect(await codeOf(expired.applications.list())).toBe('FORBIDDEN');
    expect(await expired.applications.own()).toEqual([expect.objectContaining({ job_url: 'https://jobs.example/1', status: 'INTERVIEW' })]);
    expect(await (await callerFor({ email: 'nobody@example.com' }, db)).caller.applications.own()).toEqual([]);
    expect(await codeOf((await callerFor(null, db)).caller.applications.own())).toBe('UNAUTHORIZED');
  });

  it('user.lastActive: a signed-up person without a record has no activity to keep, and no error is logged for it', async () => {
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    try {
      expect(await (await callerFor({ email: 'nobody@example.com' }, db)).caller.user.lastActive()).toEqual({ ok: false });
      expect(await (await callerFor({ email: 'valid@example.com' }, db)).caller.user.lastActive()).toEqual({ ok: true });
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });

  it('user.me falls back to the email when the name is missing and trims it otherwise', async () => {
    expect(await (await callerFor({ email: 'valid@example.com' }, db)).caller.user.me()).toEqual({ email: 'valid@example.com', name: 'Ana' });
    await createUsersRepo(db).put({ user_email: 'noname@example.com', created_at: NOW, updated_at: NOW, subscription: valid });
    expect((await (await callerFor({ email: 'noname@example.com' }, db)).caller.user.me()).name).toBe('noname@example.com');
  });

  it('rejects bad input with BAD_REQUEST and readable issues', async () => {
    const { caller } = await callerFor({ email: 'valid@example.com' }, db);
    await expect(caller.jobs.latest({ days: -1, maxResults: 50 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    // @ts-expect-error an unknown status is refused at the boundary
    await expect(caller.applications.list({ status: "APPLIED' OR 1=1" })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('activity ping (docs/product-rules.md §4)', () => {
  it('records last_active at the injected time for a signed-in user', async () => {
    const { caller, clock } = await callerFor({ email: 'valid@example.com' }, db);
    clock.set(NOW + 5_000);
    expect(await caller.user.lastActive()).toEqual({ ok: true });
    expect((await createUsersRepo(db).get('valid@example.com'))?.last_active).toBe(NOW + 5_000);
  });
  it('is refused without a session', async () => {
    await expect((await callerFor(null, db)).caller.user.lastActive()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('profile name (docs/product-rules.md §5, §7)', () => {
  it('saves a valid name collapsed and trimmed, returning the new values', async () => {
    const { caller, clock } = await callerFor({ email: 'valid@example.com' }, db);
    clock.set(NOW + 5000);
    expect(await caller.user.updateName({ name: '  Ana   María ' })).toEqual({ email: 'valid@example.com', name: 'Ana María', updated_at: NOW + 5000 });
    expect((await createUsersRepo(db).get('valid@example.com'))?.name).toBe('Ana María');
  });

  it('refuses a broken rule with its SPEC message and stores nothing', async () => {
    const { caller } = await callerFor({ email: 'valid@example.com' }, db);
    const before = await createUsersRepo(db).get('valid@example.com');
    await expect(caller.user.updateName({ name: 'A' })).rejects.toThrow('Name must be at least 2 characters long');
    await expect(caller.user.updateName({ name: 'Ana; DROP TABLE users' })).rejects.toThrow('Name must be less than 15 characters');
    await expect(caller.user.updateName({ name: "O'Brien" })).rejects.toMatchObject({ code: 'BAD_REQUEST', cause: { reason: 'nameInvalidChars' } });
    expect(await createUsersRepo(db).get('valid@example.com')).toEqual(before);
    expect(await codeOf((await callerFor({ email: 'expired@example.com' }, db)).caller.user.updateName({ name: 'Leo' }))).toBe('FORBIDDEN');
  });
});
