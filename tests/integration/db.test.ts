import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { SDK_LOGGING_STEP } from '~/server/db/client';
import { seedDemoData } from '~/local/seed';
import { createApplicationsRepo } from '~/server/db/applications-repo';
import { createJobsRepo, DAYS_AT_ONCE } from '~/server/db/jobs-repo';
import { ensureTables, switchOnTimeToLive, TTL_ATTRIBUTE } from '~/server/db/tables';
import { createUsersRepo } from '~/server/db/users-repo';
import { isSubscriptionValid } from '~/domain/subscription';
import { DAY_MS, freshDb, NOW } from '../helpers/db';

describe('tables and repositories on the local engine', () => {
  it('creates tables idempotently', async () => {
    const db = await freshDb();
    expect(await ensureTables(db)).toEqual([]);
    // Described one by one: ListTables pages at 100 names, and the shared test engine holds more.
    for (const table of ['users', 'jobs', 'applications', 'rate_limits', 'local_payments']) {
      const { Table } = await db.raw.send(new DescribeTableCommand({ TableName: `${db.tablePrefix}${table}` }));
      expect(Table?.TableStatus).toBe('ACTIVE');
    }
  });

  it('switches TTL on for the tables whose rows expire, where the engine has TTL (the cloud), once', async () => {
    const db = await freshDb();
    // The local engine has no TTL: nothing is switched on and nothing fails.
    expect(await switchOnTimeToLive(db)).toEqual([]);
    // An engine with TTL, as DynamoDB answers: off at first, then on for each table asked.
    const enabled = new Set<string>();
    const send = db.raw.send.bind(db.raw);
    vi.spyOn(db.raw, 'send').mockImplementation((async (command: {
      constructor: { name: string };
      input: { TableName: string; TimeToLiveSpecification?: { AttributeName: string; Enabled: boolean } };
    }) => {
      const { TableName, TimeToLiveSpecification } = command.input;
      if (command.constructor.name === 'DescribeTimeToLiveCommand') return { TimeToLiveDescription: { TimeToLiveStatus: enabled.has(TableName) ? 'ENABLED' : 'DISABLED' } };
      if (command.constructor.name === 'UpdateTimeToLiveCommand') {
        expect(TimeToLiveSpecification).toEqual({ AttributeName: TTL_ATTRIBUTE, Enabled: true });
        enabled.add(TableName);
        return { TimeToLiveSpecification };
      }
      return send(command as never);
    }) as never);
    const names = ['rate_limits', 'resume_requests', 'captcha_replays', 'signups', 'work_queue', 'match_alerts'].map((table) => `${db.tablePrefix}${table}`);
    expect(await ensureTables(db)).toEqual([]);
    expect([...enabled].sort()).toEqual([...names].sort());
    expect(await switchOnTimeToLive(db)).toEqual([]);
  });

  it('lists the latest jobs newest first, within the window, dropping empty companies', async () => {
    const db = await freshDb();
    const jobs = createJobsRepo(db);
    const job = (n: number, ageDays: number, company = 'Acme') => ({
      job_url: `https://jobs.example/${n}`,
      company,
      title: 'Engineer',
      location: 'Madrid',
      role_type: 'Software',
      creation_date: NOW - ageDays * DAY_MS,
    });
    await jobs.putMany([job(1, 1), job(2, 3), job(3, 0.5, ''), job(4, 20), job(5, 2, '   '), job(6, 0.1)]);
    const latest = await jobs.latest({ days: 14, maxResults: 50, now: NOW });
    expect(latest.map((j) => j.job_url)).toEqual(['https://jobs.example/6', 'https://jobs.example/1', 'https://jobs.example/2']);
    expect((await jobs.latest({ days: 14, maxResults: 2, now: NOW })).length).toBe(2);
    expect(await jobs.byUrl('https://jobs.example/4')).toMatchObject({ company: 'Acme' });
  });

  it('reads the days of a window several at a time, keeping newest-first order and the cap across them', async () => {
    const db = await freshDb();
    const jobs = createJobsRepo(db);
    // One job a day for 20 days: two per day on the days 9 and 10, to cross a group's edge.
    const job = (n: number, ageDays: number) => ({
      job_url: `https://jobs.example/day/${n}`,
      company: 'Acme',
      title: `Engineer ${n}`,
      location: 'Madrid',
      role_type: 'Software',
      creation_date: NOW - ageDays * DAY_MS,
    });
    await jobs.putMany([...Array.from({ length: 20 }, (_, day) => job(day, day + 0.25)), job(100, 9.5), job(101, 10.5)], NOW - 30 * DAY_MS);
    let inFlight = 0;
    let most = 0;
    const send = db.doc.send.bind(db.doc);
    vi.spyOn(db.doc, 'send').mockImplementation(async (command: Parameters<typeof send>[0]) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      try {
        return await send(command);
      } finally {
        inFlight -= 1;
      }
    });
    const all = await jobs.latest({ days: 14, maxResults: 50, now: NOW });
    expect(most).toBe(DAYS_AT_ONCE);
    expect(all.map((j) => j.creation_date)).toEqual([...all.map((j) => j.creation_date)].sort((a, b) => b - a));
    expect(all.map((j) => j.job_url.replace('https://jobs.example/day/', '')).slice(7, 12)).toEqual(['7', '8', '9', '100', '10']);
    expect(all).toHaveLength(16);
    // Five of them: the first group of days holds eight, so the later days are not read.
    const calls = vi.mocked(db.doc.send).mock.calls.length;
    expect((await jobs.latest({ days: 14, maxResults: 5, now: NOW })).map((j) => j.job_url)).toEqual(all.slice(0, 5).map((j) => j.job_url));
    expect(vi.mocked(db.doc.send).mock.calls.length - calls).toBe(DAYS_AT_ONCE);
    // Ten: the first group is not enough, the second is read too.
    expect((await jobs.latest({ days: 14, maxResults: 10, now: NOW })).map((j) => j.job_url)).toEqual(all.slice(0, 10).map((j) => j.job_url));
    const stored = await jobs.storedSince({ since: NOW - 31 * DAY_MS, days: 28, now: NOW });
    expect(stored.size).toBe(22);
  });
  it('keeps applications per user and status, one per job, with the tracker details beside them', async () => {
    const db = await freshDb();
    const apps = createApplicationsRepo(db);
    expect(await apps.saveStatus('A@x.com', 'u1', 'APPLIED', NOW)).toMatchObject({ user_email: 'a@x.com', status: 'APPLIED', created_at: NOW, updated_at: NOW });
    await apps.saveStatus('a@x.com', 'u2', 'APPLIED', NOW + 1);
    await apps.saveStatus('b@x.com', 'u3', 'APPLIED', NOW);
    expect(await apps.saveStatus('a@x.com', 'u1', 'OFFER', NOW + 2)).toMatchObject({ status: 'OFFER', created_at: NOW, updated_at: NOW + 2 });
    expect((await apps.all('a@x.com')).map((a) => a.job_url).sort()).toEqual(['u1', 'u2']);
    expect((await apps.inStatus('a@x.com', 'OFFER')).map((a) => a.job_url)).toEqual(['u1']);
    expect((await apps.inStatus('a@x.com', 'APPLIED')).map((a) => a.job_url)).toEqual(['u2']);

    await apps.recordStatus('a@x.com', 'u2', 'APPLIED', NOW, { company: 'Acme', title: 'Designer' });
    await apps.recordStatus('a@x.com', 'u2', 'INTERVIEW', NOW + 5, { company: 'Renamed' });
    const noted = await apps.setDetails('a@x.com', 'u2', { notes: 'Call on Monday' }, NOW + 6);
    expect(noted).toMatchObject({ status: 'APPLIED', company: 'Acme', title: 'Designer', notes: 'Call on Monday', tracked_at: NOW, changed_at: NOW + 6 });
    expect(noted.history).toEqual([
      { status: 'APPLIED', at: NOW },
      { status: 'INTERVIEW', at: NOW + 5 },
    ]);
    // Tracker details of a job whose status another API keeps: an item without a status.
    const elsewhere = await apps.setDetails('a@x.com', 'elsewhere', { notes: 'Kept here' }, NOW);
    expect([elsewhere.notes, elsewhere.status]).toEqual(['Kept here', undefined]);
  });

  it('keeps the last 50 status changes of an application', async () => {
    const db = await freshDb();
    const apps = createApplicationsRepo(db);
    for (let i = 0; i < 55; i += 1) await apps.recordStatus('a@x.com', 'u1', i % 2 ? 'APPLIED' : 'INTERVIEW', NOW + i);
    const [item] = await apps.all('a@x.com');
    expect(item?.history).toHaveLength(50);
    expect(item?.history[0]).toEqual({ status: 'APPLIED', at: NOW + 5 });
  });

  it('keeps the preference options of every stored job in one item', async () => {
    const db = await freshDb();
    const jobs = createJobsRepo(db);
    const job = { company: 'Acme', title: 'T', creation_date: NOW };
    await jobs.putMany([{ ...job, job_url: 'https://j.example/1', location: 'Madrid', role_type: 'Design' }]);
    await jobs.putMany([
      { ...job, job_url: 'https://j.example/2', location: 'Lima', role_type: 'Design' },
      { ...job, job_url: 'https://j.example/3', location: 'Madrid', role_type: 'Legal' },
    ]);
    expect(await jobs.options()).toEqual({ role_types: ['Design', 'Legal'], locations: ['Lima', 'Madrid'] });
  });

  it('seeds demo data idempotently and keeps the demo subscription valid', async () => {
    const db = await freshDb();
    const dir = mkdtempSync(join(tmpdir(), 'rumbo-seed-'));
    try {
      expect((await seedDemoData(db, dir, NOW)).jobsWritten).toBeGreaterThanOrEqual(2000);
      expect((await seedDemoData(db, dir, NOW + 1000)).jobsWritten).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const demo = await createUsersRepo(db).get('demo@rumbo.app');
    expect(isSubscriptionValid(demo?.subscription, NOW)).toBe(true);
    expect(isSubscriptionValid((await createUsersRepo(db).get('expired@rumbo.app'))?.subscription, NOW)).toBe(false);
    const latest = await createJobsRepo(db).latest({ days: 30, maxResults: 5000, now: NOW });
    expect(latest.length).toBeGreaterThan(1900);
    expect(latest.every((j) => j.company.trim() !== '')).toBe(true);
  });
});

describe('the database client', () => {
  it("does not pass each call's input and answer through the SDK's logging step", async () => {
    const db = await freshDb();
    // The SDK's default logger has empty methods, so the step's copying is invisible; one that
    // records shows whether the step still runs on every call.
    const info = vi.fn();
    db.raw.config.logger = { debug: () => {}, info, warn: () => {}, error: () => {} };
    const jobs = createJobsRepo(db);
    await jobs.putMany([{ job_url: 'https://jobs.example/1', company: 'Acme', title: 'Engineer', location: 'Madrid', role_type: 'Software', creation_date: NOW }]);
    expect(await jobs.byUrl('https://jobs.example/1')).toMatchObject({ company: 'Acme' });
    expect(info).not.toHaveBeenCalled();
    expect(db.raw.middlewareStack.identify().some((name) => name.startsWith(SDK_LOGGING_STEP))).toBe(false);
  });
});
