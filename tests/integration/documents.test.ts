import { beforeAll, describe, expect, it } from 'vitest';
import type { TDb } from '~/server/db/client';
import { createJobsRepo, type TJobRecord } from '~/server/db/jobs-repo';
import { createUsersRepo } from '~/server/db/users-repo';
import { LISTED_REQUESTS_MAX, REQUEST_TTL_MS } from '~/server/platform/resume-matching/source';
import { TOP_MATCHES } from '~/server/services/past-matches';
import { freshDb, NOW } from '../helpers/db';
import { resumePdf, toBase64 } from '../helpers/pdf';
import { pollUntilSettled, putSubscriber, resumeCaller, solvedToken, storedRequests } from '../helpers/resume';

const MINUTE = 60_000;
const ANA = 'ana@example.com';
const LUIS = 'luis@example.com';
const job = (n: number, title: string, description: string): TJobRecord => ({
  job_url: `https://jobs.example/${n}`,
  company: `Company ${n}`,
  title,
  location: 'Madrid, España',
  role_type: 'Software Engineering',
  creation_date: NOW - n * MINUTE,
  language: 'en',
  description,
});
const RESUME = ['Senior Software Engineer in Madrid. TypeScript, React and Node.js on AWS for eight years.', 'Languages: English, Spanish.'];

let db: TDb;
let pdf: string;
beforeAll(async () => {
  db = await freshDb();
  await createJobsRepo(db).putMany([
    job(1, 'Senior Frontend Engineer', 'React and TypeScript.'),
    job(2, 'Senior Backend Engineer', 'Node.js and TypeScript on AWS.'),
    job(3, 'Senior Full-Stack Engineer', 'TypeScript, React and Node.js.'),
    job(4, 'Senior Platform Engineer', 'AWS, Node.js and TypeScript.'),
  ]);
  await putSubscriber(db, ANA);
  await putSubscriber(db, LUIS);
  pdf = toBase64(await resumePdf(RESUME, 1));
});

/** Uploads the resume as the caller at the caller's current time and waits until it is ranked. */
async function uploadAndSettle({ caller }: Awaited<ReturnType<typeof resumeCaller>>) {
  const { request_id } = await caller.resume.upload({ file_name: 'cv.pdf', pdf_data: pdf, captcha_token: await solvedToken(await caller.resume.challenge()) });
  await pollUntilSettled(() => caller.resume.request({ request_id }));
  return request_id;
}

describe('past resume matches (/documents)', () => {
  it('lists only the caller’s own matches, newest first, with date, status and the best jobs; another person’s id is not found', async () => {
    const ana = await resumeCaller(db, ANA);
    const first = await uploadAndSettle(ana);
    ana.clock.set(NOW + 5 * MINUTE);
    const second = await uploadAndSettle(ana);
    const luis = await resumeCaller(db, LUIS);
    luis.clock.set(NOW + 5 * MINUTE);
    const his = await uploadAndSettle(luis);

    const listed = await ana.caller.resume.pastMatches();
    expect(listed.map((m) => [m.request_id, m.created_at, m.status])).toEqual([
      [second, NOW + 5 * MINUTE, 'done'],
      [first, NOW, 'done'],
    ]);
    expect(listed[0]!.match_count).toBeGreaterThan(TOP_MATCHES);
    expect(listed[0]!.top).toHaveLength(TOP_MATCHES);
    expect(listed[0]!.top[0]).toEqual({
      job_url: expect.stringMatching(/^https:\/\/jobs\.example\/\d$/),
      title: expect.any(String),
      company: expect.any(String),
      location: 'Madrid, España',
      score: expect.any(Number),
    });
    expect((await luis.caller.resume.pastMatches()).map((m) => m.request_id)).toEqual([his]);

    // Neither deleting nor listing reaches across people; the id of another's match is simply not found.
    await expect(luis.caller.resume.deletePastMatch({ request_id: first })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(ana.caller.resume.deletePastMatch({ request_id: 'no-such-request' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await storedRequests(db)).map((item) => item.request_id)).toContain(first);
    expect((await ana.caller.resume.pastMatches()).map((m) => m.request_id)).toEqual([second, first]);
  });

  it('deletes one of the caller’s matches: the stored request and its place on the list', async () => {
    await putSubscriber(db, 'eva@example.com');
    const eva = await resumeCaller(db, 'eva@example.com');
    const kept = await uploadAndSettle(eva);
    eva.clock.set(NOW + MINUTE);
    const deleted = await uploadAndSettle(eva);

    await expect(eva.caller.resume.deletePastMatch({ request_id: deleted })).resolves.toEqual({ request_id: deleted });
    expect((await eva.caller.resume.pastMatches()).map((m) => m.request_id)).toEqual([kept]);
    expect((await storedRequests(db)).map((item) => item.request_id)).not.toContain(deleted);
    expect((await createUsersRepo(db).get('eva@example.com'))?.resume_requests).toEqual([kept]);
    await expect(eva.caller.resume.request({ request_id: deleted })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    // A second delete of the same id finds nothing.
    await expect(eva.caller.resume.deletePastMatch({ request_id: deleted })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('stops listing a match once it has expired (24 hours), and deleting it then only forgets it', async () => {
    await putSubscriber(db, 'max@example.com');
    const max = await resumeCaller(db, 'max@example.com');
    const old = await uploadAndSettle(max);
    max.clock.set(NOW + REQUEST_TTL_MS);
    expect(await max.caller.resume.pastMatches()).toEqual([]);
    await expect(max.caller.resume.deletePastMatch({ request_id: old })).resolves.toEqual({ request_id: old });
    expect((await createUsersRepo(db).get('max@example.com'))?.resume_requests).toEqual([]);
  });

  it(`keeps the ids of the newest ${LISTED_REQUESTS_MAX} requests on the person’s record`, async () => {
    const users = createUsersRepo(db);
    await putSubscriber(db, 'noa@example.com');
    const ids = Array.from({ length: LISTED_REQUESTS_MAX + 3 }, (_, i) => `request-${i}`);
    for (const id of ids) await users.rememberResumeRequest('noa@example.com', id, LISTED_REQUESTS_MAX);
    expect((await users.get('noa@example.com'))?.resume_requests).toEqual(ids.slice(3).reverse());
    await users.forgetResumeRequest('noa@example.com', 'request-7');
    expect((await users.get('noa@example.com'))?.resume_requests).toEqual(
      ids
        .slice(3)
        .reverse()
        .filter((id) => id !== 'request-7'),
    );
  });
});

describe('a finished resume match', () => {
  it('names each ranked job’s place and field in both interface languages', async () => {
    const ana = await resumeCaller(db, ANA);
    const { request_id } = await ana.caller.resume.upload({ file_name: 'cv.pdf', pdf_data: pdf, captcha_token: await solvedToken(await ana.caller.resume.challenge()) });
    await pollUntilSettled(() => ana.caller.resume.request({ request_id }));
    const { result } = await ana.caller.resume.request({ request_id });
    expect(result?.matches.length).toBeGreaterThan(0);
    for (const { job } of result?.matches ?? []) {
      expect(job.labels).toEqual({ en: { place: 'Madrid, Spain', field: 'Software Engineering' }, es: { place: 'Madrid, España', field: 'Ingeniería de software' } });
    }
  });
});
