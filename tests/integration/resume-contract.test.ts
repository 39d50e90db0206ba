import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '~/domain/clock';
import { REFUSAL_MESSAGES, UPLOAD_QUOTA } from '~/domain/resume-matching';
import type { TMatchRequest, TUploadInput } from '~/domain/resume-matching-schema';
import { createResumeApi } from '~/server/clients/resume-api';
import type { TDb } from '~/server/db/client';
import { createJobsRepo, type TJobRecord } from '~/server/db/jobs-repo';
import { buildDeps } from '~/server/deps';
import { generateDemoJobs } from '~/local/demo-jobs';
import type { TCaller, TResumeMatchingSource } from '~/server/sources/types';
import { DAY_MS, freshDb, NOW } from '../helpers/db';
import { encryptedPdf, resumePdf, toBase64 } from '../helpers/pdf';
import { APP_SECRET, pollUntilSettled, putSubscriber, solvedToken, storedRequests } from '../helpers/resume';
import { serveOnLoopback } from '../helpers/serve';
import { mintAccessToken, testVerifier } from '../helpers/tokens';
import { server } from '../msw/server';

const ANA = 'ana@example.com';
const LUIS = 'luis@example.com';
const RESUME = ['Luis Pérez — Desarrollador Full-Stack Sénior', 'TypeScript, React, Node.js y Kubernetes. Inglés y español.'];
const JOBS: TJobRecord[] = generateDemoJobs(NOW, 300);

type TSide = { resume: TResumeMatchingSource; as: (email: string) => Promise<TCaller>; token: () => Promise<string>; db: TDb };

async function seeded(): Promise<TDb> {
  const db = await freshDb();
  await createJobsRepo(db).putMany(JOBS);
  await putSubscriber(db, ANA);
  await putSubscriber(db, LUIS);
  return db;
}

const closers: Array<() => Promise<void>> = [];
afterAll(async () => Promise.all(closers.map((close) => close())));

/** Rumbo's own source called directly, as the procedures call it. */
async function direct(): Promise<TSide> {
  const db = await seeded();
  const deps = buildDeps(db, fixedClock(NOW), null, { appSecret: APP_SECRET });
  const as = async (email: string) => ({ user: (await deps.users.get(email))!, token: undefined });
  return { resume: deps.resumeMatching, as, token: async () => solvedToken(await deps.captcha.challenge()), db };
}

/**
 * The SPEC HTTP client against the platform's resume routes on loopback. The client attaches no
 * token (docs/product-rules.md §6); Rumbo's copy of the API serves subscribers only, so here the transport adds
 * the caller's bearer, as a gateway in front of it would.
 */
async function overHttp(): Promise<TSide> {
  const db = await seeded();
  const clock = fixedClock(NOW);
  const deps = buildDeps(db, clock, null, { verify: await testVerifier(clock), appSecret: APP_SECRET });
  const served = await serveOnLoopback(deps.platform);
  closers.push(served.close);
  const bearerFor = new Map<string, string>();
  const as = async (email: string): Promise<TCaller> => {
    const bearer = await mintAccessToken({ username: email, issuedAt: NOW });
    bearerFor.set(email, bearer);
    return { user: { user_email: email, created_at: 0, updated_at: 0 }, token: bearer };
  };
  let current = ANA;
  const withBearer: typeof fetch = (url, init) =>
    fetch(url, { ...init, headers: { ...(init?.headers as Record<string, string>), authorization: `Bearer ${bearerFor.get(current)}` } });
  const client = createResumeApi({ baseUrl: `${served.url}/api/platform`, fetch: withBearer });
  const resume: TResumeMatchingSource = {
    upload: (caller, input) => ((current = caller.user.user_email), client.upload(caller, input)),
    request: (caller, id) => ((current = caller.user.user_email), client.request(caller, id)),
  };
  return { resume, as, token: async () => solvedToken(await deps.captcha.challenge()), db };
}

const outcome = async <T>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ value }),
    (error: { code?: string; message?: string; reason?: string }) => ({ error: { code: error.code, message: error.message, reason: error.reason } }),
  );

/** The ranked list without the scores' exact values: both sides rank the same jobs with the same engine. */
const urls = (answer: TMatchRequest) => answer.result?.matches.map((m) => m.job.job_url);

describe('the resume-matching source contract: Rumbo’s own source and the SPEC HTTP client answer alike', () => {
  let results: { direct: Record<string, unknown>; http: Record<string, unknown> };
  beforeAll(async () => {
    const pdf = toBase64(await resumePdf(RESUME, 2));
    const scenario = async ({ resume, as, token, db }: TSide) => {
      const ana = await as(ANA);
      const upload = async (input: Partial<TUploadInput>) => outcome(resume.upload(ana, { file_name: 'cv.pdf', pdf_data: pdf, captcha_token: await token(), ...input }));
      const refusals = {
        noFile: await upload({ pdf_data: '' }),
        noToken: await upload({ captcha_token: '' }),
        badToken: await upload({ captcha_token: 'forged' }),
        extension: await upload({ file_name: 'cv.txt' }),
        unreadable: await upload({ pdf_data: '***' }),
        notPdf: await upload({ pdf_data: Buffer.from('plain text').toString('base64') }),
        encrypted: await upload({ pdf_data: toBase64(encryptedPdf()) }),
      };
      const stored = (await storedRequests(db)).length;
      const accepted = await resume.upload(ana, { file_name: 'cv.pdf', pdf_data: pdf, captcha_token: await token() });
      const { final } = await pollUntilSettled(() => resume.request(ana, accepted.request_id));
      return {
        refusals,
        storedAfterRefusals: stored,
        final: { status: final.status, progress: final.progress, urls: urls(final), text: final.result?.resume_text },
        otherUser: await outcome(resume.request(await as(LUIS), accepted.request_id)),
        unknown: await outcome(resume.request(ana, 'unknown-request')),
      };
    };
    results = { direct: await scenario(await direct()), http: await scenario(await overHttp()) };
  });

  it('gives identical answers and refusals', () => {
    expect(results.http).toEqual(results.direct);
  });

  it('answers what the SPEC and the README ask', () => {
    expect(results.direct).toMatchObject({
      refusals: {
        noFile: { error: { code: 'BAD_INPUT', message: 'No file provided', reason: 'noFile' } },
        noToken: { error: { code: 'BAD_INPUT', message: 'CAPTCHA verification failed. Please try again.', reason: 'captchaFailed' } },
        badToken: { error: { code: 'BAD_INPUT', reason: 'captchaFailed' } },
        extension: { error: { code: 'BAD_INPUT', message: 'Invalid file extension. Only PDF files are supported.', reason: 'invalidExtension' } },
        unreadable: { error: { code: 'BAD_INPUT', message: 'Failed to read file', reason: 'readFailed' } },
        notPdf: { error: { code: 'BAD_INPUT', reason: 'notPdf' } },
        encrypted: { error: { code: 'BAD_INPUT', reason: 'encrypted' } },
      },
      storedAfterRefusals: 0,
      final: { status: 'done', progress: 100 },
      otherUser: { error: { code: 'NOT_FOUND', reason: 'expired' } },
      unknown: { error: { code: 'NOT_FOUND', reason: 'expired' } },
    });
    expect((results.direct.final as { urls: string[] }).urls.length).toBeGreaterThan(0);
  });
});

describe('the resume-matching HTTP client against an external API (docs/product-rules.md §6, §7)', () => {
  const API = 'https://resume-api.test/v2';
  const api = createResumeApi({ baseUrl: `${API}/` });
  const caller: TCaller = { user: { user_email: ANA, created_at: 0, updated_at: 0 }, token: 'session-access-token' };
  const input = { file_name: 'cv.pdf', pdf_data: Buffer.from('%PDF-1.7').toString('base64'), captcha_token: 'solved' };

  it('sends exactly the SPEC body, with no token attached, and reads the request back by id', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${API}/resume-to-jobs-upload`, async ({ request }) => {
        if (request.headers.has('authorization')) return HttpResponse.json({ error: 'no token expected' }, { status: 400 });
        bodies.push(await request.json());
        return HttpResponse.json({ request_id: 'rq-1' });
      }),
      http.get(`${API}/resume-to-jobs-request`, ({ request }) =>
        request.headers.has('authorization') || new URL(request.url).searchParams.get('request_id') !== 'rq-1'
          ? HttpResponse.json({ error: 'Not found' }, { status: 404 })
          : HttpResponse.json({ request_id: 'rq-1', status: 'processing', progress: 50, extra: 'ignored' }),
      ),
    );
    expect(await api.upload(caller, input)).toEqual({ request_id: 'rq-1' });
    expect(bodies).toEqual([{ pdf_data: input.pdf_data, captcha_token: 'solved' }]);
    expect(await api.request(caller, 'rq-1')).toEqual({ request_id: 'rq-1', status: 'processing', progress: 50 });
  });

  it('makes the docs/product-rules.md §5 checks before sending anything', async () => {
    await expect(api.upload(caller, { ...input, pdf_data: '' })).rejects.toMatchObject({ code: 'BAD_INPUT', message: 'No file provided', reason: 'noFile' });
    await expect(api.upload(caller, { ...input, captcha_token: '' })).rejects.toMatchObject({ reason: 'captchaFailed', message: 'CAPTCHA verification failed. Please try again.' });
    await expect(api.upload(caller, { ...input, file_name: 'cv.PNG' })).rejects.toMatchObject({ reason: 'invalidExtension' });
    await expect(api.upload(caller, { ...input, pdf_data: 'data:application/pdf;base64,AAAA' })).rejects.toMatchObject({ reason: 'readFailed', message: 'Failed to read file' });
  });

  it('maps refusals: a reason sent beside the text, 404 as expired, 401 with its text, anything else as unavailable', async () => {
    server.use(
      http.post(`${API}/resume-to-jobs-upload`, () => HttpResponse.json({ error: 'Too big', reason: 'tooLarge' }, { status: 413 })),
      http.get(`${API}/resume-to-jobs-request`, () => HttpResponse.json({ error: 'Unknown request' }, { status: 404 })),
    );
    await expect(api.upload(caller, input)).rejects.toMatchObject({ code: 'BAD_INPUT', message: 'Too big', reason: 'tooLarge' });
    await expect(api.request(caller, 'rq-2')).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Unknown request', reason: 'expired' });
    server.use(
      http.post(`${API}/resume-to-jobs-upload`, () => HttpResponse.json({ error: 'Token expired' }, { status: 401 })),
      http.get(`${API}/resume-to-jobs-request`, () => HttpResponse.json({ error: 'boom' }, { status: 503 })),
    );
    await expect(api.upload(caller, input)).rejects.toMatchObject({ code: 'UNAUTHORIZED', message: 'Token expired' });
    await expect(api.request(caller, 'rq-2')).rejects.toMatchObject({ code: 'UPSTREAM' });
  });
});

describe('the platform’s resume routes (/api/platform)', () => {
  it('want a bearer and a subscription, cap the body, and are off when an external API is configured', async () => {
    const db = await seeded();
    await putSubscriber(db, 'expired@example.com', { subscription: { status: 'active', paymentStatus: 'paid', periodEnd: NOW - DAY_MS, cancelAtEnd: false, updated_at: NOW } });
    const clock = fixedClock(NOW);
    const deps = buildDeps(db, clock, null, { verify: await testVerifier(clock), appSecret: APP_SECRET });
    const base = 'http://rumbo.test/api/platform';
    const bearer = async (email: string) => ({ authorization: `Bearer ${await mintAccessToken({ username: email, issuedAt: NOW })}` });
    const post = async (headers: Record<string, string>, body: string) => deps.platform(new Request(`${base}/resume-to-jobs-upload`, { method: 'POST', headers, body }));

    expect((await post({}, '{}')).status).toBe(401);
    expect((await post(await bearer('expired@example.com'), '{}')).status).toBe(403);
    const noFile = await post(await bearer(ANA), JSON.stringify({ pdf_data: '', captcha_token: '' }));
    expect(noFile.status).toBe(400);
    expect(await noFile.json()).toEqual({ error: 'No file provided', reason: 'noFile' });
    expect((await post(await bearer(ANA), JSON.stringify({ pdf_data: 'A'.repeat(15 * 1024 * 1024) }))).status).toBe(413);
    const missing = await deps.platform(new Request(`${base}/resume-to-jobs-request?request_id=nope`, { headers: await bearer(ANA) }));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'This matching request is no longer available.', reason: 'expired' });

    // A person past the upload quota is told so with 429 and the reason, never a server error.
    for (let i = 0; i < UPLOAD_QUOTA.perHour; i += 1) await deps.limiter.spend('upload', ANA);
    const pdf = toBase64(await resumePdf(RESUME, 1));
    const overQuota = await post(await bearer(ANA), JSON.stringify({ file_name: 'cv.pdf', pdf_data: pdf, captcha_token: await solvedToken(await deps.captcha.challenge()) }));
    expect(overQuota.status).toBe(429);
    expect(await overQuota.json()).toEqual({ error: REFUSAL_MESSAGES.uploadLimit, reason: 'uploadLimit' });

    const switchedOff = buildDeps(db, clock, null, { verify: await testVerifier(clock), external: { resumeMatching: { baseUrl: 'https://resume-api.test' } } });
    expect((await switchedOff.platform(new Request(`${base}/resume-to-jobs-request?request_id=x`, { headers: await bearer(ANA) }))).status).toBe(404);
  });
});
