import { log } from '~/server/log.mjs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { matcher } from '~/domain/matching';
import type { TDb } from '~/server/db/client';
import { createJobsRepo, type TJobRecord } from '~/server/db/jobs-repo';
import { createResumeRequestsRepo } from '~/server/db/resume-requests-repo';
import { generateDemoJobs } from '~/local/demo-jobs';
import { freshDb, NOW } from '../helpers/db';
import { resumePdf, toBase64 } from '../helpers/pdf';
import { pollUntilSettled, putSubscriber, resumeCaller, solvedToken, storedRequests } from '../helpers/resume';

const HOUR = 3_600_000;
const job = (n: number, fields: Partial<TJobRecord>): TJobRecord => ({
  job_url: `https://jobs.example/${n}`,
  company: `Company ${n}`,
  title: `Title ${n}`,
  location: 'Madrid, España',
  role_type: 'Software Engineering',
  creation_date: NOW - n * HOUR,
  language: 'en',
  ...fields,
});
const JOBS = [
  job(1, { title: 'Senior Frontend Engineer', description: 'React, TypeScript and GraphQL for our web platform. Senior level.' }),
  job(2, { title: 'Senior Backend Engineer', company: 'Initech', description: 'Node.js, TypeScript, PostgreSQL and Kubernetes on AWS.' }),
  job(3, { title: 'Ingeniero de Software Sénior', language: 'es', description: 'TypeScript, React y Node.js. Equipo remoto.' }),
  job(4, { title: 'Payroll Specialist', role_type: 'Finance', description: 'Payroll, Excel and accounting.' }),
  job(5, { title: 'Senior Full-Stack Developer', company: '', description: 'TypeScript and React.' }),
  job(6, { title: 'Product Designer', role_type: 'Design', location: 'Lima, Perú', description: 'Figma, user research, prototyping.' }),
];
const RESUME = [
  'Ana García — Senior Software Engineer — Madrid, Spain',
  'Eight years building web products with TypeScript, React and Node.js. I run services on Kubernetes and AWS with PostgreSQL.',
  'Experience: Senior Software Engineer at Acme (2019–2025): led the frontend platform in React and TypeScript; Node.js APIs.',
  'Languages: English, Spanish.',
];

let db: TDb;
let pdf: string;
beforeAll(async () => {
  db = await freshDb();
  await createJobsRepo(db).putMany([...JOBS, ...generateDemoJobs(NOW, 400)]);
  await putSubscriber(db, 'ana@example.com');
  await putSubscriber(db, 'luis@example.com');
  await putSubscriber(db, 'eva@example.com', {
    job_preferences: { locations: [], fields: ['software'], excluded_companies: [], excluded_titles: [] },
    job_exclusions: { excluded_companies: ['initech'], excluded_titles: [] },
  });
  pdf = toBase64(await resumePdf(RESUME, 2));
});
afterEach(() => vi.restoreAllMocks());

async function uploadAs(email: string) {
  const { caller } = await resumeCaller(db, email);
  const { request_id } = await caller.resume.upload({ file_name: 'ana-garcia.pdf', pdf_data: pdf, captcha_token: await solvedToken(await caller.resume.challenge()) });
  return { caller, request_id };
}

describe('resume matching: upload, then poll until the ranked jobs arrive', () => {
  it('stores the request, ranks off the request path and answers ranked matches with explanations', async () => {
    const { caller, request_id } = await uploadAs('ana@example.com');
    const stored = (await storedRequests(db)).find((item) => item.request_id === request_id);
    expect(stored).toMatchObject({ entity: 'resume_request', owner_email: 'ana@example.com', created_at: NOW, expires_at: (NOW + 24 * HOUR) / 1000 });
    expect(stored?.resume_text).toContain('Senior Software Engineer');

    const { final, seen } = await pollUntilSettled(() => caller.resume.request({ request_id }));
    expect(seen[0]!.progress).toBeGreaterThanOrEqual(10);
    expect(final).toMatchObject({ request_id, status: 'done', progress: 100 });
    const matches = final.result!.matches;
    expect(final.result!.resume_text).toContain('TypeScript, React and Node.js');
    expect(matches.length).toBeGreaterThan(0);
    expect(matches.length).toBeLessThanOrEqual(50);
    expect(matches[0]!.job.role_type).toBe('Software Engineering');
    for (const [i, match] of matches.entries()) {
      expect(match.job.company.trim()).not.toBe('');
      expect(match.score).toBeGreaterThanOrEqual(0);
      expect(match.score).toBeLessThanOrEqual(100);
      expect(match.reason.code).toBeTruthy();
      expect(match.job).not.toHaveProperty('description');
      if (i > 0) expect(match.score).toBeLessThanOrEqual(matches[i - 1]!.score);
    }
    expect(matches.map((m) => m.job.job_url)).not.toContain('https://jobs.example/5');
  });

  it('answers the rules the resume states about where and how, and ranks by them (docs/product-rules.md §4.10)', async () => {
    await putSubscriber(db, 'remo@example.com');
    const { caller } = await resumeCaller(db, 'remo@example.com');
    const stated = toBase64(await resumePdf([RESUME[0]!, 'Remote only, UK/EU time zones. Idiomas: inglés C1, español nativo.', ...RESUME.slice(1, 3)], 1));
    const { request_id } = await caller.resume.upload({ file_name: 'remote.pdf', pdf_data: stated, captcha_token: await solvedToken(await caller.resume.challenge()) });
    const { final } = await pollUntilSettled(() => caller.resume.request({ request_id }));
    expect(final.result!.rules).toEqual([
      { code: 'modeOnly', modes: ['remote'] },
      { code: 'timeZones', places: [{ kind: 'region', code: 'europe' }] },
      { code: 'language', language: 'en', level: 'C1' },
      { code: 'language', language: 'es', level: 'native' },
    ]);
    const matches = final.result!.matches;
    expect(matches.length).toBeGreaterThan(0);
    // Someone who works remotely only is sent no office job, however well the skills fit.
    for (const match of matches) expect(match.job.location).toMatch(/remot/i);
    expect(matches.map((m) => m.job.job_url)).not.toContain('https://jobs.example/1');
  });

  it('is the owner’s alone: another subscriber and an unknown id get NOT_FOUND (expired)', async () => {
    const { request_id } = await uploadAs('ana@example.com');
    const { caller: luis } = await resumeCaller(db, 'luis@example.com');
    const gone = { code: 'NOT_FOUND', message: 'This matching request is no longer available.', cause: { reason: 'expired' } };
    await expect(luis.resume.request({ request_id })).rejects.toMatchObject(gone);
    await expect(luis.resume.request({ request_id: 'no-such-request-id' })).rejects.toMatchObject(gone);
  });

  it('another instance answers the poll from the database', async () => {
    const { request_id, caller } = await uploadAs('ana@example.com');
    await pollUntilSettled(() => caller.resume.request({ request_id }));
    const { caller: elsewhere } = await resumeCaller(db, 'ana@example.com');
    expect(await elsewhere.resume.request({ request_id })).toMatchObject({ status: 'done', progress: 100 });
  });

  it('applies the uploader’s preferences and exclusions', async () => {
    const { caller, request_id } = await uploadAs('eva@example.com');
    const { final } = await pollUntilSettled(() => caller.resume.request({ request_id }));
    const matches = final.result!.matches;
    expect(matches.length).toBeGreaterThan(0);
    expect(matches.every((m) => /software/i.test(m.job.role_type ?? ''))).toBe(true);
    expect(matches.some((m) => m.job.company === 'Initech')).toBe(false);
  });

  it('a request stuck in processing for over a minute (its instance died) answers failed; an expired one is gone', async () => {
    const requests = createResumeRequestsRepo(db);
    const base = { owner_email: 'ana@example.com', resume_text: 'x', expires_at: (NOW + HOUR) / 1000 };
    await requests.create({ ...base, request_id: 'stuck-request', created_at: NOW - 2 * 60_000 });
    await requests.startRanking('stuck-request', NOW - 61_000);
    await requests.create({ ...base, request_id: 'old-request', created_at: NOW - 2 * 86_400_000, expires_at: (NOW - 1000) / 1000 });
    const { caller } = await resumeCaller(db, 'ana@example.com');
    expect(await caller.resume.request({ request_id: 'stuck-request' })).toEqual({ request_id: 'stuck-request', status: 'failed', progress: 50, error: { reason: 'matchFailed' } });
    await expect(caller.resume.request({ request_id: 'old-request' })).rejects.toMatchObject({ code: 'NOT_FOUND', cause: { reason: 'expired' } });
  });

  it('a ranking that throws ends failed with matchFailed', async () => {
    vi.spyOn(matcher, 'rank').mockImplementation(() => {
      throw new Error('engine broke');
    });
    const logged = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    const { caller, request_id } = await uploadAs('luis@example.com');
    const { final } = await pollUntilSettled(() => caller.resume.request({ request_id }));
    expect(final).toMatchObject({ status: 'failed', error: { reason: 'matchFailed' } });
    expect(logged).toHaveBeenCalled();
  });
});

describe('the stored resume (docs/product-rules.md §7 GET/PUT /user/resume)', () => {
  it('saves the text and answers hasResume; refuses more than 100,000 characters', async () => {
    await putSubscriber(db, 'sara@example.com');
    const { caller } = await resumeCaller(db, 'sara@example.com');
    expect(await caller.resume.save({ resume_text: 'Diseñadora de producto. Figma.' })).toEqual({ resume_text: 'Diseñadora de producto. Figma.', hasResume: true });
    expect(await caller.resume.get()).toEqual({ resume_text: 'Diseñadora de producto. Figma.', hasResume: true });
    expect(await caller.resume.save({ resume_text: '   ' })).toEqual({ resume_text: '   ', hasResume: false });
    await expect(caller.resume.save({ resume_text: 'x'.repeat(100_001) })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('personalised matches with a stored resume use the engine (docs/architecture.md, "Jobs, matches and applications")', () => {
  it('explains each match with ids, named in both interface languages whatever language the resume or the caller is in', async () => {
    await putSubscriber(db, 'marta@example.com', { resume_text: RESUME.join('\n') });
    for (const locale of ['en', 'es'] as const) {
      const { caller } = await resumeCaller(db, 'marta@example.com', { locale });
      const match = (await caller.jobs.matches()).jobs.map((j) => j.match).find((m) => m?.reason.values?.role);
      expect(match?.reason.values?.role).toBe('software');
      expect(match?.labels?.en.role).toBe('software development');
      expect(match?.labels?.es.role).toBe('desarrollo de software');
      expect(match?.labels?.en.matched).toHaveLength(match!.matched_skills.length);
      expect(match?.labels?.es.place).toBeTruthy();
    }
  });

  it('ranks the window with the resume and says why; without a resume the preference rule stays', async () => {
    await putSubscriber(db, 'rosa@example.com', { resume_text: RESUME.join('\n') });
    const { caller, deps, clock } = await resumeCaller(db, 'rosa@example.com');
    const indexJobs = vi.spyOn(matcher, 'indexJobs');
    const list = await caller.jobs.matches();
    expect(list.isPersonalized).toBe(true);
    const expected = matcher.rank(matcher.readResume(RESUME.join('\n')), matcher.indexJobs(await createJobsRepo(db).latest({ days: 28, maxResults: 20_000, now: NOW })), {
      preferences: { locations: [], fields: [] },
      limit: 50,
    });
    expect(list.jobs.map((j) => j.job_url)).toEqual(expected.map((r) => r.job.job_url));
    expect(list.jobs[0]!.match).toMatchObject({ score: expected[0]!.score, matched_skills: expected[0]!.matched_skills, reason: expected[0]!.reason });

    // The index is built once per window read: a second call (a refresh, the dashboard) reuses it.
    indexJobs.mockClear();
    await caller.jobs.matches();
    await deps.jobs.personalizedJobs({ user: (await deps.users.get('rosa@example.com'))!, token: undefined });
    expect(indexJobs).not.toHaveBeenCalled();
    // A minute later the window is read again: the same jobs keep their index; an import rebuilds it.
    clock.set(NOW + 61_000);
    await caller.jobs.matches();
    expect(indexJobs).not.toHaveBeenCalled();
    await createJobsRepo(db).putMany([job(7, { title: 'Staff Engineer', creation_date: NOW + 90_000, description: 'TypeScript.' })]);
    clock.set(NOW + 122_000);
    await caller.jobs.matches();
    expect(indexJobs).toHaveBeenCalledTimes(1);

    await caller.resume.save({ resume_text: '' });
    const { caller: again } = await resumeCaller(db, 'rosa@example.com');
    expect(await again.jobs.matches()).toMatchObject({ isPersonalized: false });
  });
});
