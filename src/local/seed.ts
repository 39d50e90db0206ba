import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { TDb } from '../server/db/client';
import { createJobsRepo } from '../server/db/jobs-repo';
import { createUsersRepo } from '../server/db/users-repo';
import { isSubscriptionValid } from '../domain/subscription';
import type { TLocalPayments } from '../server/payments/local';
import { DEMO_JOB_COUNT, DEMO_SEED, generateDemoJobs } from './demo-jobs';
import { DAY_MS } from '../domain/time';

/** Demo accounts of the local stack (also in the README). */
export const DEMO_USERS = {
  subscriber: { email: 'demo@rumbo.app', password: 'RumboDemo#2026', name: 'Ana Demo' },
  expired: { email: 'expired@rumbo.app', password: 'RumboDemo#2026', name: 'Leo Expired' },
} as const;

/** The demo subscriber's job preferences (matches depend on them). */
export const DEMO_PREFERENCES = { locations: ['Madrid', 'Remote'], fields: ['Software Engineering', 'Data Science'], excluded_companies: [], excluded_titles: [] };

const ZMarker = z.object({ seed: z.number(), count: z.number(), anchor: z.number() });

/**
 * Writes the demo records. Idempotent: the subscriber's subscription is renewed only when it
 * is no longer valid, and jobs are rewritten (same URLs, same content) only once a day so the
 * "last 30 days" stay current.
 */
export async function seedDemoData(db: TDb, dataDir: string, now: number, localPayments?: TLocalPayments): Promise<{ jobsWritten: number }> {
  const users = createUsersRepo(db);
  const subscriber = await users.get(DEMO_USERS.subscriber.email);
  if (!subscriber || !isSubscriptionValid(subscriber.subscription, now)) {
    await users.put({
      user_email: DEMO_USERS.subscriber.email,
      name: DEMO_USERS.subscriber.name,
      created_at: subscriber?.created_at ?? now,
      updated_at: now,
      subscription: { status: 'active', paymentStatus: 'paid', periodEnd: now + 30 * DAY_MS, cancelAtEnd: false, updated_at: now, subscriptionId: 'sub_local_demo' },
      job_preferences: subscriber?.job_preferences ?? DEMO_PREFERENCES,
      // The record is written whole, with no resume.
      has_resume: false,
    });
  }
  // With the local payments provider, the demo subscription exists there too, so auto-renewal works.
  const subscription = (await users.get(DEMO_USERS.subscriber.email))?.subscription;
  if (localPayments && subscription?.subscriptionId && !(await localPayments.getSubscription(subscription.subscriptionId))) {
    await localPayments.seedSubscription(DEMO_USERS.subscriber.email, subscription.subscriptionId, subscription.periodEnd);
  }
  if (!(await users.get(DEMO_USERS.expired.email))) {
    await users.put({
      user_email: DEMO_USERS.expired.email,
      name: DEMO_USERS.expired.name,
      created_at: now - 90 * DAY_MS,
      updated_at: now,
      subscription: { status: 'canceled', paymentStatus: 'paid', periodEnd: now - 5 * DAY_MS, cancelAtEnd: true, updated_at: now },
    });
  }

  const markerPath = join(dataDir, 'demo-seed.json');
  const marker = existsSync(markerPath) ? ZMarker.safeParse(JSON.parse(readFileSync(markerPath, 'utf8'))) : null;
  const isFresh = marker?.success && marker.data.seed === DEMO_SEED && marker.data.count === DEMO_JOB_COUNT && now - marker.data.anchor < DAY_MS;
  if (isFresh) return { jobsWritten: 0 };
  const jobs = generateDemoJobs(now);
  await createJobsRepo(db).putMany(jobs);
  writeFileSync(markerPath, JSON.stringify({ seed: DEMO_SEED, count: jobs.length, anchor: now }));
  return { jobsWritten: jobs.length };
}
