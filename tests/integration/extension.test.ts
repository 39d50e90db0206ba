import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCaller } from '~/server/api/root';
import { createInnerContext } from '~/server/api/trpc';
import { fixedClock } from '~/domain/clock';
import type { TDb } from '~/server/db/client';
import { createUsersRepo } from '~/server/db/users-repo';
import { tableName } from '~/server/db/tables';
import { buildDeps } from '~/server/deps';
import { extensionCaller, hashExtensionToken, issueExtensionToken, listExtensionJobs, saveExtensionJob } from '~/server/services/extension';
import { ZExtensionJob } from '~/domain/extension-schema';
import { callerFor, DAY_MS, freshDb, NOW } from '../helpers/db';

const valid = { status: 'active', paymentStatus: 'paid', periodEnd: NOW + 30 * DAY_MS, cancelAtEnd: false, updated_at: NOW };
const ADDRESS = '203.0.113.7';
const posted = (day: string) => `Posted on ${day}.`;

let db: TDb;
let count = 0;
beforeAll(async () => {
  db = await freshDb();
});

async function subscriber(subscription: Record<string, unknown> = valid) {
  const email = `extension-${++count}@example.com`;
  await createUsersRepo(db).put({ user_email: email, created_at: NOW, updated_at: NOW, subscription: subscription as typeof valid });
  const made = await callerFor({ email }, db);
  return { email, ...made, caller: createCaller(createInnerContext({ session: made.session, deps: made.deps })) };
}

describe('extension tokens', () => {
  it('are issued from /settings, stored only as their hash, and name their owner until replaced or revoked', async () => {
    const { email, deps, caller } = await subscriber();
    expect(await caller.extension.state()).toEqual({ available: true, active: false, created_at: null });
    const { token } = await caller.extension.connect();
    expect(token).toMatch(/^rx_[A-Za-z0-9_-]{43}$/);
    expect(await caller.extension.state()).toEqual({ available: true, active: true, created_at: NOW });
    const stored = JSON.stringify((await db.doc.send(new ScanCommand({ TableName: tableName(db, 'extensionTokens') }))).Items);
    expect(stored).not.toContain(token);
    expect(stored).toContain(hashExtensionToken(token));
    const found = await extensionCaller(deps, { token, address: ADDRESS });
    expect(typeof found === 'object' && found.user.user_email).toBe(email);
    // A new key voids the old one; revoking voids the new one.
    const { token: second } = await caller.extension.connect();
    expect(await extensionCaller(deps, { token, address: ADDRESS })).toBe('invalidToken');
    expect(typeof (await extensionCaller(deps, { token: second, address: ADDRESS }))).toBe('object');
    expect(await caller.extension.revoke()).toEqual({ revoked: true });
    expect(await extensionCaller(deps, { token: second, address: ADDRESS })).toBe('invalidToken');
    expect(await caller.extension.state()).toMatchObject({ active: false });
  });

  it('refuse a malformed or unknown token, and the token of someone whose subscription ended', async () => {
    const { deps } = await subscriber();
    for (const token of ['', 'rx_', 'Bearer x', `rx_${'a'.repeat(43)}`]) expect(await extensionCaller(deps, { token, address: ADDRESS })).toBe('invalidToken');
    const ended = await subscriber({ ...valid, periodEnd: NOW - DAY_MS });
    const { token } = await issueExtensionToken(ended.deps, ended.email);
    expect(await extensionCaller(ended.deps, { token, address: ADDRESS })).toBe('subscription');
  });

  it('are off, like match alerts, while an external applications API is configured', async () => {
    const { email } = await subscriber();
    const own = buildDeps(db, fixedClock(NOW));
    const { token } = await issueExtensionToken(own, email);
    const external = buildDeps(db, fixedClock(NOW), null, { external: { applications: { baseUrl: 'https://applications.example' } } });
    expect(await extensionCaller(external, { token, address: ADDRESS })).toBe('unavailable');
    await expect(issueExtensionToken(external, email)).rejects.toThrow('not available');
    const caller = createCaller(createInnerContext({ session: { email, accessToken: undefined }, deps: external }));
    expect(await caller.extension.state()).toMatchObject({ available: false });
  });

  it('are paced per token and per address: a guesser is stopped', async () => {
    const { deps } = await subscriber();
    const answers = [];
    for (let i = 0; i < 310; i += 1) answers.push(await extensionCaller(deps, { token: `rx_${String(i).padStart(43, 'g')}`, address: '198.51.100.9' }));
    expect(answers.slice(0, 300).every((answer) => answer === 'invalidToken')).toBe(true);
    expect(answers.at(-1)).toBe('limited');
  });
});

describe('saving from the extension', () => {
  it('adds an outside job with its posting’s salary, day posted and description; the same address again changes nothing', async () => {
    const { deps, caller, email } = await subscriber();
    const { token } = await issueExtensionToken(deps, email);
    const who = await extensionCaller(deps, { token, address: ADDRESS });
    if (typeof who === 'string') throw new Error(who);
    const job = ZExtensionJob.parse({
      job_url: 'https://boards.example/jobs/42',
      title: 'Data Engineer',
      company: 'Acme',
      location: 'Madrid, ES',
      salary: '40000–50000 EUR / YEAR',
      date_posted: '2026-11-20',
      description: 'Pipelines in Python.',
    });
    expect((await saveExtensionJob(deps, who, job, posted)).isNew).toBe(true);
    const [saved] = await caller.applications.list({});
    expect(saved).toMatchObject({
      job_url: job.job_url,
      status: 'SAVED',
      title: 'Data Engineer',
      company: 'Acme',
      location: 'Madrid, ES',
      salary: '40000–50000 EUR / YEAR',
      notes: 'Posted on 2026-11-20.\n\nPipelines in Python.',
      is_manual: true,
    });
    const again = await saveExtensionJob(deps, who, { ...job, title: 'Changed', salary: 'other' }, posted);
    expect(again.isNew).toBe(false);
    expect((await caller.applications.list({}))[0]).toMatchObject({ title: 'Data Engineer', salary: '40000–50000 EUR / YEAR' });
    expect(await listExtensionJobs(deps, who)).toEqual([{ job_url: job.job_url, title: 'Data Engineer', company: 'Acme', status: 'SAVED' }]);
  });

  it('takes the outside-job form’s limits', () => {
    const base = { job_url: 'https://boards.example/1', title: 'T', company: 'C' };
    expect(ZExtensionJob.safeParse(base).success).toBe(true);
    expect(ZExtensionJob.safeParse({ ...base, job_url: 'javascript:alert(1)' }).success).toBe(false);
    expect(ZExtensionJob.safeParse({ ...base, title: 'x'.repeat(201) }).success).toBe(false);
    expect(ZExtensionJob.safeParse({ ...base, company: '' }).success).toBe(false);
    expect(ZExtensionJob.safeParse({ ...base, salary: 'x'.repeat(101) }).success).toBe(false);
    expect(ZExtensionJob.safeParse({ ...base, description: 'x'.repeat(1801) }).success).toBe(false);
    expect(ZExtensionJob.safeParse({ ...base, date_posted: '20 Nov' }).success).toBe(false);
    expect(ZExtensionJob.safeParse({ ...base, status: 'OFFER_ACCEPTED' }).success).toBe(false);
  });
});
