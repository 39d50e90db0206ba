import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { routeDb, withSubscriber } from '../helpers/route-db';
import { createJobsRepo } from '~/server/db/jobs-repo';
import { createMatchAlertsRepo } from '~/server/db/match-alerts-repo';
import { createApplicationsRepo } from '~/server/db/applications-repo';
import { alertLinkKeyFrom, createAlertLinks } from '~/server/alerts/links';

// The routes read the app's configuration when their modules load: this run's database and secret first.
const PREFIX = `t${randomUUID().slice(0, 8)}-`;
const SECRET = 'alerts-routes-secret-0123456789abcdef';
Object.assign(process.env, { APP_URL: 'http://127.0.0.1:3000', DYNAMODB_ENDPOINT: inject('dynamoEndpoint'), DYNAMODB_TABLE_PREFIX: PREFIX, NEXTAUTH_SECRET: SECRET });

const EMAIL = 'alerts-route@example.com';
const JOB = 'https://jobs.example/alerts-route/1';
const APP = 'http://127.0.0.1:3000';

describe('the alert link routes', () => {
  const db = routeDb(PREFIX);
  const links = createAlertLinks(alertLinkKeyFrom(SECRET));
  let save: { POST: (request: Request) => Promise<Response> };
  let unsubscribe: { GET: (request: Request) => Response; POST: (request: Request) => Promise<Response> };
  beforeAll(async () => {
    const now = await withSubscriber(db, EMAIL);
    await createJobsRepo(db).putMany([{ job_url: JOB, company: 'Acme', title: 'Engineer', location: 'Madrid', role_type: 'Software', creation_date: now }]);
    await createMatchAlertsRepo(db).save(EMAIL, { frequency: 'daily', min_score: 0, time_zone: 'Europe/Madrid', locale: 'en' }, now);
    save = await import('~/app/api/alerts/save/route');
    unsubscribe = await import('~/app/api/alerts/unsubscribe/route');
  });
  const saved = () => createApplicationsRepo(db).inStatus(EMAIL, 'SAVED');

  it('POST /api/alerts/save saves the one job of a valid token as SAVED and goes back to the page; a bad token saves nothing', async () => {
    const token = links.sign({ purpose: 'save', email: EMAIL, jobUrl: JOB, expiresAt: Date.now() + 60_000 });
    const refused = await save.POST(new Request(`${APP}/api/alerts/save?t=${token.slice(0, -3)}abc`, { method: 'POST' }));
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).not.toContain('done=1');
    expect(await saved()).toHaveLength(0);
    const answer = await save.POST(new Request(`${APP}/api/alerts/save?t=${token}`, { method: 'POST' }));
    expect(answer.status).toBe(303);
    expect(new URL(answer.headers.get('location')!).pathname).toBe('/alerts/save');
    expect(answer.headers.get('location')).toContain('done=1');
    expect((await saved()).map((item) => item.job_url)).toEqual([JOB]);
  });

  it('GET /api/alerts/unsubscribe changes nothing and shows the page; the one-click POST switches alerts off', async () => {
    const token = links.sign({ purpose: 'unsubscribe', email: EMAIL, expiresAt: Date.now() + 60_000 });
    const opened = unsubscribe.GET(new Request(`${APP}/api/alerts/unsubscribe?t=${token}`));
    expect(opened.status).toBe(303);
    expect(new URL(opened.headers.get('location')!).pathname).toBe('/alerts/unsubscribe');
    expect((await createMatchAlertsRepo(db).get(EMAIL))?.frequency).toBe('daily');
    const wrongPurpose = links.sign({ purpose: 'save', email: EMAIL, jobUrl: JOB, expiresAt: Date.now() + 60_000 });
    const refused = await unsubscribe.POST(
      new Request(`${APP}/api/alerts/unsubscribe?t=${wrongPurpose}`, {
        method: 'POST',
        body: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    );
    expect(refused.status).toBe(404);
    expect((await createMatchAlertsRepo(db).get(EMAIL))?.frequency).toBe('daily');
    const oneClick = await unsubscribe.POST(
      new Request(`${APP}/api/alerts/unsubscribe?t=${token}`, {
        method: 'POST',
        body: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    );
    expect(oneClick.status).toBe(200);
    expect((await createMatchAlertsRepo(db).get(EMAIL))?.frequency).toBe('off');
  });
});
