import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TDb } from '~/server/db/client';
import { createApplicationsRepo } from '~/server/db/applications-repo';
import { createUsersRepo } from '~/server/db/users-repo';
import { DELETE_UNDO_MS } from '~/domain/applications';
import { server } from '../msw/server';
import { callerFor, DAY_MS, freshDb, NOW } from '../helpers/db';

const APPS = 'https://applications-api.test';
const valid = { status: 'active', paymentStatus: 'paid', periodEnd: NOW + 30 * DAY_MS, cancelAtEnd: false, updated_at: NOW };
const URL_A = 'https://jobs.example/a';
const URL_B = 'https://jobs.example/b';

let db: TDb;
let count = 0;
beforeAll(async () => {
  db = await freshDb();
});

/** A subscriber of their own, so every test starts with no applications. */
async function newSubscriber(external?: Parameters<typeof callerFor>[2]) {
  const email = `seeker-${++count}@example.com`;
  await createUsersRepo(db).put({ user_email: email, created_at: NOW, updated_at: NOW, subscription: valid });
  return { email, ...(await callerFor({ email }, db, external)) };
}

describe('save or apply, truthfully', () => {
  it('Save keeps a job without an applied date; Mark applied dates it; back to Saved clears it; the history is the real moves in order', async () => {
    const { caller, clock } = await newSubscriber();
    const saved = await caller.applications.create({ job_url: URL_A, status: 'SAVED' });
    expect(saved).toMatchObject({ status: 'SAVED', applied_at: null, history: [{ status: 'SAVED', at: NOW }] });

    clock.set(NOW + 2 * DAY_MS);
    expect(await caller.applications.update({ job_url: URL_A, status: 'APPLIED' })).toMatchObject({ status: 'APPLIED', applied_at: NOW + 2 * DAY_MS });
    clock.set(NOW + 3 * DAY_MS);
    await caller.applications.update({ job_url: URL_A, status: 'INTERVIEW' });
    const [interview] = await caller.applications.list();
    expect(interview).toMatchObject({ status: 'INTERVIEW', applied_at: NOW + 2 * DAY_MS });
    expect(interview?.history?.map((change) => change.status)).toEqual(['SAVED', 'APPLIED', 'INTERVIEW']);

    clock.set(NOW + 4 * DAY_MS);
    expect(await caller.applications.update({ job_url: URL_A, status: 'SAVED' })).toMatchObject({ status: 'SAVED', applied_at: null });
  });

  it('tracking a saved job again in a later status moves it; an applied job is never sent back to Saved that way', async () => {
    const { caller, clock } = await newSubscriber();
    await caller.applications.create({ job_url: URL_A, status: 'SAVED' });
    clock.set(NOW + DAY_MS);
    expect(await caller.applications.create({ job_url: URL_A, status: 'APPLIED' })).toMatchObject({ status: 'APPLIED', applied_at: NOW + DAY_MS });
    expect(await caller.applications.create({ job_url: URL_A, status: 'SAVED' })).toMatchObject({ status: 'APPLIED' });
    expect((await caller.applications.list())[0]?.history?.map((change) => change.status)).toEqual(['SAVED', 'APPLIED']);
  });

  it('a POST without a status still creates an Applied application dated now (docs/product-rules.md §7 default)', async () => {
    const { caller } = await newSubscriber();
    expect(await caller.applications.create({ job_url: URL_A })).toMatchObject({ status: 'APPLIED', applied_at: NOW });
  });
});

describe("a person's own details of an application", () => {
  it('sets and clears interview and follow-up dates, contact and salary; refuses what does not fit', async () => {
    const { caller } = await newSubscriber();
    await caller.applications.create({ job_url: URL_A, status: 'APPLIED' });
    // Planned dates are calendar days, sent as their UTC midnight (a time of day is refused).
    const today = Math.floor(NOW / DAY_MS) * DAY_MS;
    await expect(caller.applications.update({ job_url: URL_A, interview_at: today + 5 * DAY_MS + 3_600_000 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const details = { interview_at: today + 5 * DAY_MS, follow_up_at: today + 7 * DAY_MS, contact: ' Marta Ruiz, marta@acme.example ', salary: '45.000 €' };
    expect(await caller.applications.update({ job_url: URL_A, ...details })).toMatchObject({ ...details, contact: 'Marta Ruiz, marta@acme.example', status: 'APPLIED' });
    expect(await caller.applications.update({ job_url: URL_A, interview_at: null, contact: null })).toMatchObject({
      interview_at: null,
      contact: null,
      follow_up_at: today + 7 * DAY_MS,
      salary: '45.000 €',
    });
    await expect(caller.applications.update({ job_url: URL_A, contact: 'x'.repeat(201) })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(caller.applications.update({ job_url: URL_A, interview_at: -1 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(caller.applications.update({ job_url: URL_B, salary: '1' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('an interview day gets a time (its moment) beside it; a day alone stays as it was; the time goes with its day', async () => {
    const { caller } = await newSubscriber();
    await caller.applications.create({ job_url: URL_A, status: 'INTERVIEW' });
    const day = Math.floor(NOW / DAY_MS) * DAY_MS + 3 * DAY_MS;
    // 10:30 in New York on that day.
    const moment = day + 15.5 * 3_600_000;
    expect(await caller.applications.update({ job_url: URL_A, interview_at: day })).toMatchObject({ interview_at: day, interview_time_at: null });
    expect(await caller.applications.update({ job_url: URL_A, interview_at: day, interview_time_at: moment })).toMatchObject({ interview_at: day, interview_time_at: moment });
    expect((await caller.applications.list())[0]).toMatchObject({ interview_at: day, interview_time_at: moment });
    // Other details leave it alone; a new day without a time drops it; no day, no time.
    expect(await caller.applications.update({ job_url: URL_A, notes: 'Bring the portfolio' })).toMatchObject({ interview_time_at: moment });
    expect(await caller.applications.update({ job_url: URL_A, interview_at: day + DAY_MS })).toMatchObject({ interview_at: day + DAY_MS, interview_time_at: null });
    // A moment that is on no time zone's version of the day is refused.
    await expect(caller.applications.update({ job_url: URL_A, interview_at: day, interview_time_at: day + 2 * DAY_MS })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(caller.applications.update({ job_url: URL_A, interview_at: null, interview_time_at: moment })).resolves.toMatchObject({
      interview_at: null,
      interview_time_at: null,
    });
    await expect(caller.applications.update({ job_url: URL_A, interview_time_at: moment })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(caller.applications.update({ job_url: URL_A, interview_at: day, interview_time_at: 1.5 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('archives and restores without losing anything', async () => {
    const { caller } = await newSubscriber();
    await caller.applications.create({ job_url: URL_A, status: 'SAVED' });
    await caller.applications.update({ job_url: URL_A, notes: 'Ask about remote days' });
    expect(await caller.applications.update({ job_url: URL_A, archived: true })).toMatchObject({ archived_at: NOW, notes: 'Ask about remote days', status: 'SAVED' });
    expect(await caller.applications.update({ job_url: URL_A, archived: false })).toMatchObject({ archived_at: null, notes: 'Ask about remote days' });
  });
});

describe('a job found elsewhere', () => {
  it('joins the same pipeline with the title, company and place typed in, marked as added by hand', async () => {
    const { caller } = await newSubscriber();
    const added = await caller.applications.add({ job_url: 'https://careers.example/42', title: 'Data Analyst', company: 'Lumen', location: 'Sevilla' });
    expect(added).toMatchObject({ status: 'SAVED', title: 'Data Analyst', company: 'Lumen', location: 'Sevilla', is_manual: true, applied_at: null });
    expect((await caller.applications.list()).map((a) => a.job_url)).toEqual(['https://careers.example/42']);
    // Its place goes out named in both interface languages, as a listed job's ("Sevilla" is "Seville" in English).
    expect(added.placeLabels).toEqual({ en: 'Seville', es: 'Sevilla' });
    expect((await caller.applications.list())[0]?.placeLabels).toEqual({ en: 'Seville', es: 'Sevilla' });
    // The same address again keeps the application as it is.
    expect(await caller.applications.add({ job_url: 'https://careers.example/42', title: 'Other', company: 'Other', status: 'APPLIED' })).toMatchObject({
      title: 'Data Analyst',
      status: 'SAVED',
    });
    await expect(caller.applications.add({ job_url: 'javascript:alert(1)', title: 'x', company: 'y' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(caller.applications.add({ job_url: 'https://careers.example/1', title: '', company: 'y' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('deleting an application', () => {
  it('is hidden at once with everything kept, and Undo brings it back with its notes and history', async () => {
    const { caller, email, clock } = await newSubscriber();
    await caller.applications.create({ job_url: URL_A, status: 'SAVED' });
    clock.set(NOW + 1000);
    await caller.applications.create({ job_url: URL_A, status: 'APPLIED' });
    await caller.applications.update({ job_url: URL_A, notes: 'Private note' });
    await caller.applications.create({ job_url: URL_B, status: 'SAVED' });
    expect(await caller.applications.remove({ job_url: URL_A })).toEqual({ ok: true });
    expect((await caller.applications.list()).map((a) => a.job_url)).toEqual([URL_B]);
    // Out of the status filter's index too.
    expect(await caller.applications.list({ status: 'APPLIED' })).toEqual([]);
    clock.set(NOW + DELETE_UNDO_MS - 1);
    expect(await caller.applications.restore({ job_url: URL_A })).toMatchObject({
      status: 'APPLIED',
      notes: 'Private note',
      history: [
        { status: 'SAVED', at: NOW },
        { status: 'APPLIED', at: NOW + 1000 },
      ],
    });
    expect((await caller.applications.list({ status: 'APPLIED' })).map((a) => a.job_url)).toEqual([URL_A]);
    await expect(caller.applications.restore({ job_url: URL_A })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await createApplicationsRepo(db).all(email)).map((item) => item.deleted_at)).toEqual([undefined, undefined]);
  });

  it("not undone in time, it goes for good with Rumbo's own applications API; tracking the job again starts afresh", async () => {
    const { caller, email, clock } = await newSubscriber();
    await caller.applications.create({ job_url: URL_A, status: 'APPLIED' });
    await caller.applications.update({ job_url: URL_A, notes: 'Private note' });
    await caller.applications.create({ job_url: URL_B, status: 'SAVED' });
    await caller.applications.remove({ job_url: URL_A });
    clock.set(NOW + DELETE_UNDO_MS);
    await expect(caller.applications.restore({ job_url: URL_A })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await caller.applications.list()).map((a) => a.job_url)).toEqual([URL_B]);
    expect((await createApplicationsRepo(db).all(email)).map((item) => item.job_url)).toEqual([URL_B]);
    expect(await caller.applications.create({ job_url: URL_A, status: 'SAVED' })).toMatchObject({ notes: null, history: [{ status: 'SAVED', at: NOW + DELETE_UNDO_MS }] });
    await expect(caller.applications.remove({ job_url: 'https://jobs.example/unknown' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('a job tracked again while its deletion could still be undone starts afresh', async () => {
    const { caller } = await newSubscriber();
    await caller.applications.create({ job_url: URL_A, status: 'APPLIED' });
    await caller.applications.update({ job_url: URL_A, notes: 'Private note' });
    await caller.applications.remove({ job_url: URL_A });
    expect(await caller.applications.create({ job_url: URL_A, status: 'SAVED' })).toMatchObject({ status: 'SAVED', notes: null, history: [{ status: 'SAVED', at: NOW }] });
    await expect(caller.applications.restore({ job_url: URL_A })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('an external applications API (no delete in docs/product-rules.md §7) keeps its copy: Rumbo hides it until it changes there, and clears its own details once the deletion is final', async () => {
    let updatedAt = NOW - DAY_MS;
    server.use(http.get(`${APPS}/applications`, () => HttpResponse.json({ applications: [{ job_url: URL_A, status: 'APPLIED', updated_at: updatedAt }] })));
    const { caller, email, clock } = await newSubscriber({ applications: { baseUrl: APPS } });
    await caller.applications.update({ job_url: URL_A, notes: 'Kept here' });
    expect((await caller.applications.list()).map((a) => a.notes)).toEqual(['Kept here']);

    clock.set(NOW + DAY_MS);
    await caller.applications.remove({ job_url: URL_A });
    expect(await caller.applications.list()).toEqual([]);
    // Undone: back with its notes.
    expect(await caller.applications.restore({ job_url: URL_A })).toMatchObject({ notes: 'Kept here' });
    await caller.applications.remove({ job_url: URL_A });
    clock.set(NOW + DAY_MS + DELETE_UNDO_MS);
    expect(await caller.applications.list()).toEqual([]);
    const [item] = await createApplicationsRepo(db).all(email);
    expect(item?.removed_at).toBe(NOW + DAY_MS + DELETE_UNDO_MS);
    expect(item?.notes).toBeUndefined();
    expect(item?.deleted_at).toBeUndefined();

    // A later change made through that API shows it again.
    updatedAt = NOW + 2 * DAY_MS;
    expect(await caller.applications.list()).toMatchObject([{ job_url: URL_A, status: 'APPLIED', notes: null }]);
  });
});
