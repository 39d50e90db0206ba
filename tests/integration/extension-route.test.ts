import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { routeDb, withSubscriber } from '../helpers/route-db';
import { systemClock } from '~/domain/clock';
import { createApplicationsRepo } from '~/server/db/applications-repo';
import { createExtensionTokensRepo } from '~/server/db/extension-tokens-repo';
import { issueExtensionToken } from '~/server/services/extension';
import type * as TRouteModule from '~/app/api/extension/applications/route';

// The route reads the app's configuration when its modules load: this run's database first.
const PREFIX = `t${randomUUID().slice(0, 8)}-`;
Object.assign(process.env, { APP_URL: 'http://127.0.0.1:3000', DYNAMODB_ENDPOINT: inject('dynamoEndpoint'), DYNAMODB_TABLE_PREFIX: PREFIX });

const APP = 'http://127.0.0.1:3000';
const URL_PATH = `${APP}/api/extension/applications`;
const EMAIL = 'extension-route@example.com';
const CHROME = 'chrome-extension://abcdefghijklmnopabcdefghijklmnop';
const FIREFOX = 'moz-extension://3f2a1c9e-7b1d-4e0a-9c55-8d2b6f0e1a47';
const JOB = { job_url: 'https://boards.example/route/1', title: 'Backend Engineer', company: 'Acme', location: 'Valencia', salary: '45000 EUR / YEAR' };

describe('/api/extension/applications', () => {
  const db = routeDb(PREFIX);
  const tokens = createExtensionTokensRepo(db);
  let route: typeof TRouteModule;
  let token: string;
  beforeAll(async () => {
    await withSubscriber(db, EMAIL);
    ({ token } = await issueExtensionToken({ extension: { tokens, isOn: true }, clock: systemClock }, EMAIL));
    route = await import('~/app/api/extension/applications/route');
  });
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    route.POST(
      new Request(URL_PATH, {
        method: 'POST',
        body: typeof body === 'string' ? body : JSON.stringify(body),
        headers: { origin: CHROME, authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.10', ...headers },
      }),
    );

  it('answers the preflight of extension pages (Chromium and Firefox) and refuses other origins', async () => {
    for (const origin of [CHROME, FIREFOX]) {
      const answer = await route.OPTIONS(new Request(URL_PATH, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST' } }));
      expect(answer.status).toBe(204);
      expect(answer.headers.get('access-control-allow-origin')).toBe(origin);
      expect(answer.headers.get('access-control-allow-headers')).toBe('authorization, content-type');
      expect(answer.headers.get('access-control-allow-methods')).toContain('POST');
      expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
    }
    for (const origin of ['https://evil.example', APP, 'null', 'chrome-extension://x/y']) {
      const answer = await route.OPTIONS(new Request(URL_PATH, { method: 'OPTIONS', headers: { origin } }));
      expect(answer.status).toBe(403);
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  it('saves a job for the token’s owner (201), then knows it (200), and lists it on GET', async () => {
    const created = await post(JOB);
    expect(created.status).toBe(201);
    expect(created.headers.get('access-control-allow-origin')).toBe(CHROME);
    expect(await created.json()).toEqual({ isNew: true, application: { job_url: JOB.job_url, title: 'Backend Engineer', company: 'Acme', status: 'SAVED' } });
    const again = await post(JOB);
    expect(again.status).toBe(200);
    expect((await again.json()).isNew).toBe(false);
    const items = await createApplicationsRepo(db).all(EMAIL);
    expect(items).toMatchObject([{ job_url: JOB.job_url, title: 'Backend Engineer', salary: '45000 EUR / YEAR', is_manual: true }]);
    const list = await route.GET(new Request(URL_PATH, { headers: { origin: FIREFOX, authorization: `Bearer ${token}` } }));
    expect(list.status).toBe(200);
    expect(list.headers.get('access-control-allow-origin')).toBe(FIREFOX);
    expect((await list.json()).applications).toEqual([{ job_url: JOB.job_url, title: 'Backend Engineer', company: 'Acme', status: 'SAVED' }]);
  });

  it('refuses, in the caller’s language, a missing or wrong token, another site’s page, a body that is not JSON, and a bad field', async () => {
    const noToken = await post(JOB, { authorization: '', 'accept-language': 'es-ES,es;q=0.9' });
    expect(noToken.status).toBe(401);
    expect(await noToken.json()).toEqual({ code: 'invalidToken', message: expect.stringContaining('ya no está conectada') });
    const wrong = await post(JOB, { authorization: `Bearer rx_${'b'.repeat(43)}`, 'accept-language': 'en' });
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).message).toContain('not connected to Rumbo any more');
    const site = await post(JOB, { origin: 'https://evil.example', 'accept-language': 'en' });
    expect(site.status).toBe(403);
    expect(site.headers.get('access-control-allow-origin')).toBeNull();
    expect(await site.json()).toMatchObject({ code: 'forbidden' });
    const form = await post('job_url=x', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
    const broken = await post('{"job_url":', { 'accept-language': 'en' });
    expect(broken.status).toBe(400);
    const badUrl = await post({ ...JOB, job_url: 'javascript:alert(1)' }, { 'accept-language': 'en' });
    expect(badUrl.status).toBe(400);
    expect(await badUrl.json()).toEqual({ code: 'badInput', field: 'job_url', message: "The job's address must be a full http or https address." });
    const longTitle = await post({ ...JOB, title: 'x'.repeat(201) }, { 'accept-language': 'es' });
    expect(await longTitle.json()).toMatchObject({ field: 'title', message: expect.stringContaining('200 caracteres') });
  });

  it('refuses a revoked token', async () => {
    await tokens.revoke(EMAIL);
    const answer = await post({ ...JOB, job_url: 'https://boards.example/route/2' }, { 'accept-language': 'en' });
    expect(answer.status).toBe(401);
    expect(await createApplicationsRepo(db).all(EMAIL)).toHaveLength(1);
  });
});
