import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { fixedClock } from '~/domain/clock';
import { matcher } from '~/domain/matching';
import type { TDb } from '~/server/db/client';
import { createJobsRepo } from '~/server/db/jobs-repo';
import { createResumeRequestsRepo } from '~/server/db/resume-requests-repo';
import { createWorkQueue } from '~/server/db/work-queue-repo';
import { createRecentJobs } from '~/server/platform/recent-jobs';
import { createMatchWorker, LEASE_MS, MATCH_QUEUE, MAX_ATTEMPTS, sweepEveryMs } from '~/server/platform/resume-matching/worker';
import { STALE_AFTER_MS } from '~/server/platform/resume-matching/source';
import { MATCH_LEASE_MAX_MS } from '~/env.js';
import { generateDemoJobs } from '~/local/demo-jobs';
import { log } from '~/server/log.mjs';
import { freshDb, NOW } from '../helpers/db';
import { putSubscriber, resumeCaller } from '../helpers/resume';

let db: TDb;
beforeAll(async () => {
  db = await freshDb();
  await createJobsRepo(db).putMany(generateDemoJobs(NOW, 200));
  await putSubscriber(db, 'ana@example.com');
});
afterEach(() => vi.restoreAllMocks());

const PAYLOAD = { preferences: { locations: [], fields: [] }, exclusions: { excluded_companies: [], excluded_titles: [] }, locale: 'en' as const };
const RESUME = 'Senior Software Engineer. TypeScript, React and Node.js, PostgreSQL, AWS. Madrid.';

/** An instance of Rumbo as far as background work goes: its own clock, index and lease-holder name. */
function instance(name: string, at = NOW) {
  const clock = fixedClock(at);
  const worker = createMatchWorker({ db, requests: createResumeRequestsRepo(db), recent: createRecentJobs({ jobs: createJobsRepo(db), clock, matcher }), clock, instanceId: name });
  return { clock, worker };
}

/** A request that an instance accepted and claimed, and then died holding (it never ranked it). */
async function acceptedByAnInstanceThatDied(id: string, claims = 1) {
  await createResumeRequestsRepo(db).create({ request_id: id, owner_email: 'ana@example.com', resume_text: RESUME, created_at: NOW, expires_at: NOW / 1000 + 86_400 });
  const queue = createWorkQueue(db, MATCH_QUEUE, z.unknown());
  await queue.add(id, PAYLOAD, NOW, NOW / 1000 + 86_400);
  for (let i = 0; i < claims; i++)
    expect(await queue.claim(id, { holder: `dead-${i}`, now: NOW + i * (LEASE_MS + 1), leaseMs: LEASE_MS, maxAttempts: MAX_ATTEMPTS })).not.toBeNull();
}

describe('leases (the helper every kind of background work uses)', () => {
  it('one holder at a time; a lease that runs out is taken over; attempts are bounded; only the holder finishes', async () => {
    const queue = createWorkQueue(db, 'lease-test', z.object({ n: z.number() }));
    await queue.add('job-1', { n: 1 }, NOW, NOW / 1000 + 60);
    const terms = (holder: string, now: number) => ({ holder, now, leaseMs: 1_000, maxAttempts: 2 });
    expect(await queue.claim('job-1', terms('a', NOW))).toMatchObject({ lease_holder: 'a', lease_until: NOW + 1_000, lease_attempts: 1, payload: { n: 1 } });
    expect(await queue.claim('job-1', terms('b', NOW + 999))).toBeNull();
    expect(await queue.claim('job-1', terms('b', NOW + 1_001))).toMatchObject({ lease_holder: 'b', lease_attempts: 2 });
    // The first holder woke up late: it can no longer close the work; the second can.
    expect(await queue.finish('job-1', 'a')).toBe(false);
    expect(await queue.claim('job-1', terms('c', NOW + 5_000))).toBeNull();
    expect(await queue.finish('job-1', 'b')).toBe(true);
    expect(await queue.open()).toEqual([]);
    expect(await queue.claim('job-1', terms('c', NOW + 6_000))).toBeNull();
  });
});

describe('resume matching outlives the instance that accepted it', () => {
  it('another instance takes over once the lease runs out, and the owner’s poll through any instance gets the result', async () => {
    await acceptedByAnInstanceThatDied('req-takeover');
    const b = instance('instance-b');
    const { caller } = await resumeCaller(db, 'ana@example.com');
    // Still held: nobody else touches it.
    expect(await b.worker.sweep()).toBe(0);
    expect(await caller.resume.request({ request_id: 'req-takeover' })).toMatchObject({ status: 'pending' });
    b.clock.set(NOW + LEASE_MS + 1);
    expect(await b.worker.sweep()).toBe(1);
    const answer = await caller.resume.request({ request_id: 'req-takeover' });
    expect(answer).toMatchObject({ status: 'done', progress: 100 });
    expect(answer.result?.matches.length).toBeGreaterThan(0);
    expect(await createWorkQueue(db, MATCH_QUEUE, z.unknown()).open()).toEqual([]);
  });

  it('an instance holds what it claims for its own lease (MATCH_LEASE_MS), and the longest allowed one ends, and is found, before the owner reads the request as failed', async () => {
    await createResumeRequestsRepo(db).create({ request_id: 'req-lease', owner_email: 'ana@example.com', resume_text: RESUME, created_at: NOW, expires_at: NOW / 1000 + 86_400 });
    const queue = createWorkQueue(db, MATCH_QUEUE, z.unknown());
    await queue.add('req-lease', PAYLOAD, NOW, NOW / 1000 + 86_400);
    // An instance with a 6 s lease claims it and is still ranking (its ranking never ends here).
    const stuck = { rank: () => new Promise<never>(() => {}) } as unknown as Parameters<typeof createMatchWorker>[0]['recent'];
    void createMatchWorker({ db, requests: createResumeRequestsRepo(db), recent: stuck, clock: fixedClock(NOW), instanceId: 'instance-slow', leaseMs: 6_000 }).sweep();
    await expect.poll(async () => (await queue.open()).find((item) => item.item_id === 'req-lease')?.lease_holder).toBe('instance-slow');
    expect((await queue.open()).find((item) => item.item_id === 'req-lease')).toMatchObject({ lease_until: NOW + 6_000 });
    expect(await instance('instance-g', NOW + 5_999).worker.sweep()).toBe(0);
    expect(await instance('instance-h', NOW + 6_001).worker.sweep()).toBe(1);
    expect((await createResumeRequestsRepo(db).get('req-lease'))?.status).toBe('done');
    expect(MATCH_LEASE_MAX_MS + sweepEveryMs(MATCH_LEASE_MAX_MS)).toBeLessThan(STALE_AFTER_MS);
  });

  it('two instances looking at the same open request rank it once', async () => {
    await acceptedByAnInstanceThatDied('req-race');
    const later = NOW + LEASE_MS + 1;
    const ranked = await Promise.all([instance('instance-c', later).worker.sweep(), instance('instance-d', later).worker.sweep()]);
    expect(ranked.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect((await createResumeRequestsRepo(db).get('req-race'))?.status).toBe('done');
  });

  it(`after ${MAX_ATTEMPTS} holders died, the request is answered as failed with the SPEC message's reason, and the work is closed`, async () => {
    await acceptedByAnInstanceThatDied('req-cursed', MAX_ATTEMPTS);
    const logged = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    const e = instance('instance-e', NOW + MAX_ATTEMPTS * (LEASE_MS + 1) + 1);
    expect(await e.worker.sweep()).toBe(0);
    expect(logged).toHaveBeenCalled();
    expect(await createResumeRequestsRepo(db).get('req-cursed')).toMatchObject({ status: 'failed', error_reason: 'matchFailed' });
    expect(await createWorkQueue(db, MATCH_QUEUE, z.unknown()).open()).toEqual([]);
  });

  it('an upload is stored as open work before it is answered, and the accepting instance closes it when done', async () => {
    const f = instance('instance-f');
    await createResumeRequestsRepo(db).create({ request_id: 'req-local', owner_email: 'ana@example.com', resume_text: RESUME, created_at: NOW, expires_at: NOW / 1000 + 86_400 });
    await f.worker.enqueue({ requestId: 'req-local', ...PAYLOAD, expiresAt: NOW / 1000 + 86_400 });
    const open = await createWorkQueue(db, MATCH_QUEUE, z.unknown()).open();
    expect(open.map((item) => item.item_id)).toContain('req-local');
    await vi.waitFor(async () => expect((await createResumeRequestsRepo(db).get('req-local'))?.status).toBe('done'), { timeout: 10_000 });
    await vi.waitFor(async () => expect((await createWorkQueue(db, MATCH_QUEUE, z.unknown()).open()).map((item) => item.item_id)).not.toContain('req-local'), { timeout: 10_000 });
  });
});
