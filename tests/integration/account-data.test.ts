import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fixedClock } from '~/domain/clock';
import { accountCsv, type TAccountCsvLabels } from '~/domain/account-csv';
import { createCaller } from '~/server/api/root';
import { createInnerContext } from '~/server/api/trpc';
import type { TIdentityAdmin } from '~/server/clients/identity-admin';
import type { TDb } from '~/server/db/client';
import { buildDeps } from '~/server/deps';
import { isLocalPayments } from '~/server/payments/local';
import { log } from '~/server/log.mjs';
import { DAY_MS, freshDb, NOW } from '../helpers/db';
import { mintAccessToken, testVerifier } from '../helpers/tokens';

let db: TDb;
let count = 0;
beforeAll(async () => {
  db = await freshDb();
});

/** A subscriber with a paid local subscription, a name, preferences, a resume, two applications, a support message and a resume-matching request. */
async function subscriberWithData() {
  const email = `person-${++count}@example.com`;
  const clock = fixedClock(NOW);
  const removed: string[] = [];
  const admin = { lookup: async () => null, invite: async () => true, remove: async (who: string) => void removed.push(who) } as unknown as TIdentityAdmin;
  const deps = buildDeps(db, clock, null, { verify: await testVerifier(clock), identityAdmin: admin });
  const subscriptionId = `sub_local_${count}`;
  if (!isLocalPayments(deps.payments)) throw new Error('local payments expected');
  await deps.payments.seedSubscription(email, subscriptionId, NOW + 20 * DAY_MS);
  await deps.users.put({
    user_email: email,
    name: 'Lucía',
    created_at: NOW - 40 * DAY_MS,
    updated_at: NOW,
    subscription: { status: 'active', paymentStatus: 'paid', periodEnd: NOW + 20 * DAY_MS, cancelAtEnd: false, updated_at: NOW, subscriptionId },
  });
  const session = { email, accessToken: await mintAccessToken({ username: email, issuedAt: NOW }) };
  const caller = () => createCaller(createInnerContext({ session, deps }));
  await caller().user.savePreferences({ locations: ['Madrid, España'], fields: ['Data'], excluded_companies: ['Initech'], excluded_titles: [] });
  await deps.users.setResumeText(email, 'Lucía Pérez — Data engineer, Python, SQL', NOW);
  await caller().applications.create({ job_url: 'https://jobs.example/a', status: 'SAVED' });
  clock.set(NOW + DAY_MS);
  await caller().applications.update({ job_url: 'https://jobs.example/a', status: 'APPLIED', notes: 'Called "Marta"; second round; ok' });
  await caller().applications.create({ job_url: 'https://jobs.example/b', status: 'SAVED' });
  await deps.supportRequests.create({ user_email: email, created_at: NOW, reference: 'RS-AAAA-BBBB', topic: 'billing', message: 'Where is my invoice?', reply_email: email });
  const request = `req-${count}-abcdefghijklmnop`;
  await deps.resumeRequests.create({ request_id: request, owner_email: email, resume_text: 'x', created_at: NOW, expires_at: NOW / 1000 + 86_400 });
  await deps.users.rememberResumeRequest(email, request, 10);
  await deps.calendarFeeds.create(email, `hash-${count}`, { time_zone: 'Europe/Madrid', locale: 'es' }, NOW);
  await deps.alerts.repo.save(email, { frequency: 'daily', min_score: 70, time_zone: 'Europe/Madrid', locale: 'es' }, NOW);
  await deps.extension.tokens.create(email, `key-hash-${count}`, NOW + DAY_MS);
  return { email, deps, caller, removed, subscriptionId, request };
}

const labels: TAccountCsvLabels = {
  header: ['Record', 'Field', 'Value'],
  record: (record, n) => (n ? `${record} ${n}` : record),
  field: (field) => field,
  status: (status) => status.toLowerCase(),
  code: (kind, value) => `${kind}:${value}`,
  yes: 'Yes',
  no: 'No',
};

describe("a person's own data", () => {
  it('downloads everything Rumbo holds about them: profile, subscription, preferences with exclusions, resume, applications with history and notes, support messages; nobody else’s', async () => {
    const ana = await subscriberWithData();
    const other = await subscriberWithData();
    const data = await ana.caller().user.exportData();
    expect(data.profile).toEqual({ email: ana.email, name: 'Lucía', created_at: NOW - 40 * DAY_MS, last_active: null });
    expect(data.subscription).toEqual({ status: 'active', paymentStatus: 'paid', periodEnd: NOW + 20 * DAY_MS, cancelAtEnd: false });
    expect(data.job_preferences).toEqual({ locations: ['Madrid, España'], fields: ['Data'], excluded_companies: ['Initech'], excluded_titles: [] });
    expect(data.resume_text).toBe('Lucía Pérez — Data engineer, Python, SQL');
    const applied = data.applications.find((application) => application.job_url === 'https://jobs.example/a');
    expect(applied).toMatchObject({ status: 'APPLIED', notes: 'Called "Marta"; second round; ok' });
    expect(applied?.history?.map((step) => step.status)).toEqual(['SAVED', 'APPLIED']);
    expect(data.applications).toHaveLength(2);
    expect(data.support_requests).toEqual([{ reference: 'RS-AAAA-BBBB', topic: 'billing', message: 'Where is my invoice?', reply_email: ana.email, created_at: NOW }]);
    expect(JSON.stringify(data)).not.toContain(other.email);
    // What Rumbo sends or accepts for them: alert settings, the calendar feed, the extension's key (when made, never the secret).
    expect(data.match_alerts).toEqual({ frequency: 'daily', min_score: 70, time_zone: 'Europe/Madrid', locale: 'es', updated_at: NOW });
    expect(data.calendar_feed).toEqual({ created_at: NOW });
    expect(data.extension_key).toEqual({ created_at: NOW + DAY_MS });
    expect(JSON.stringify(data)).not.toMatch(/hash-/);

    // The same as a spreadsheet: one row per value, history and notes kept, cells quoted where needed.
    const csv = accountCsv(data, labels, ';');
    expect(csv.split('\r\n')[0]).toBe('Record;Field;Value');
    expect(csv).toContain(`profile;email;${ana.email}`);
    expect(csv).toContain('preferences;excluded_companies;Initech');
    expect(csv).toContain('application 1;notes;"Called ""Marta""; second round; ok"');
    expect(csv).toContain(`application 1;history;${new Date(NOW).toISOString().slice(0, 10)} saved | ${new Date(NOW + DAY_MS).toISOString().slice(0, 10)} applied`);
    expect(csv).toContain('support 1;message;Where is my invoice?');
    expect(csv).toContain('subscription;status;subscriptionStatus:active');
    expect(csv).toContain('subscription;paymentStatus;paymentStatus:paid');
    expect(csv).toContain('support 1;topic;topic:billing');
    expect(csv).toContain('alerts;frequency;frequency:daily');
    expect(csv).toContain('alerts;language;language:es');
    expect(csv).toContain('alerts;min_score;70');
    expect(csv).toContain(`calendarFeed;created_at;${new Date(NOW).toISOString()}`);
    expect(csv).toContain(`extensionKey;created_at;${new Date(NOW + DAY_MS).toISOString()}`);
  });

  it('deleting asks for the account’s own email; a wrong one changes nothing', async () => {
    const ana = await subscriberWithData();
    await expect(ana.caller().user.deleteAccount({ confirm_email: 'someone@example.com' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(ana.removed).toEqual([]);
    expect(await ana.deps.users.get(ana.email)).not.toBeNull();
    expect((await ana.deps.payments.getSubscription(ana.subscriptionId))?.status).toBe('active');
  });

  it('deleting ends the subscription now, removes the sign-in and erases every record of theirs, and only theirs', async () => {
    const ana = await subscriberWithData();
    const other = await subscriberWithData();
    expect(await ana.caller().user.deleteAccount({ confirm_email: `  ${ana.email.toUpperCase()} ` })).toEqual({ deleted: true });
    expect(ana.removed).toEqual([ana.email]);
    expect(await ana.deps.payments.getSubscription(ana.subscriptionId)).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: true });
    expect(await ana.deps.users.get(ana.email)).toBeNull();
    expect(await ana.deps.tracker.all(ana.email)).toEqual([]);
    expect(await ana.deps.supportRequests.allOf(ana.email)).toEqual([]);
    expect(await ana.deps.resumeRequests.get(ana.request)).toBeNull();
    expect(await ana.deps.calendarFeeds.current(ana.email)).toBeNull();
    // Someone else's account is untouched.
    expect(await other.deps.users.get(other.email)).not.toBeNull();
    expect(await other.deps.tracker.all(other.email)).toHaveLength(2);
    expect(await other.deps.supportRequests.allOf(other.email)).toHaveLength(1);
    expect(await other.deps.calendarFeeds.current(other.email)).not.toBeNull();
    expect((await other.deps.payments.getSubscription(other.subscriptionId))?.status).toBe('active');
  });

  it('when the payments provider cannot switch renewal off, nothing is deleted and the person can try again', async () => {
    const ana = await subscriberWithData();
    vi.spyOn(ana.deps.payments, 'setCancelAtPeriodEnd').mockRejectedValueOnce(new Error('provider down'));
    const logged = vi.spyOn(log, 'error').mockImplementation(() => {});
    await expect(ana.caller().user.deleteAccount({ confirm_email: ana.email })).rejects.toMatchObject({ code: 'BAD_GATEWAY' });
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
    expect(ana.removed).toEqual([]);
    expect(await ana.deps.users.get(ana.email)).not.toBeNull();
    expect(await ana.deps.tracker.all(ana.email)).toHaveLength(2);
    // Tried again once the provider answers: done.
    expect(await ana.caller().user.deleteAccount({ confirm_email: ana.email })).toEqual({ deleted: true });
    expect(await ana.deps.users.get(ana.email)).toBeNull();
  });

  it('when the records cannot be erased after the sign-in is gone, it says so (and logs it) instead of claiming success', async () => {
    const ana = await subscriberWithData();
    vi.spyOn(ana.deps.erasure, 'erase').mockRejectedValue(new Error('database down'));
    const logged = vi.spyOn(log, 'error').mockImplementation(() => {});
    await expect(ana.caller().user.deleteAccount({ confirm_email: ana.email })).rejects.toMatchObject({
      code: 'BAD_GATEWAY',
      message: 'The account was closed but some data could not be deleted yet',
    });
    expect(logged.mock.calls.some(([fields]) => (fields as { event?: string }).event === 'account-deletion-incomplete')).toBe(true);
    logged.mockRestore();
    expect(ana.removed).toEqual([ana.email]);
  });
});
