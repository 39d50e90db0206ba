import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { routeDb, withSubscriber } from '../helpers/route-db';
import { createApplicationsRepo } from '~/server/db/applications-repo';
import { createCalendarFeedsRepo } from '~/server/db/calendar-feeds-repo';
import { hashFeedToken } from '~/server/services/calendar';
import { checkIcs } from '../helpers/ics';

// The feed route reads the app's configuration when its modules load: this run's database first.
const PREFIX = `t${randomUUID().slice(0, 8)}-`;
Object.assign(process.env, { APP_URL: 'http://127.0.0.1:3000', DYNAMODB_ENDPOINT: inject('dynamoEndpoint'), DYNAMODB_TABLE_PREFIX: PREFIX });

const EMAIL = 'calendar-route@example.com';
const TOKEN = 'a'.repeat(21) + 'B'.repeat(22);
const DAY = Date.UTC(2026, 11, 3);

describe('GET /api/calendar/feed', () => {
  let GET: (request: Request) => Promise<Response>;
  const db = routeDb(PREFIX);
  beforeAll(async () => {
    const now = await withSubscriber(db, EMAIL);
    const tracker = createApplicationsRepo(db);
    await tracker.saveStatus(EMAIL, 'https://jobs.example/route', 'INTERVIEW', now);
    await tracker.setDetails(EMAIL, 'https://jobs.example/route', { interview_at: DAY }, now);
    await createCalendarFeedsRepo(db).create(EMAIL, hashFeedToken(TOKEN), { time_zone: 'Europe/Madrid', locale: 'en' }, now);
    ({ GET } = await import('~/app/api/calendar/feed/route'));
  });
  const feed = (token: string) => GET(new Request(`http://127.0.0.1:3000/api/calendar/feed?token=${encodeURIComponent(token)}`));

  it('answers text/calendar with the owner’s events for a live token', async () => {
    const response = await feed(TOKEN);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const { lines, events } = checkIcs(await response.text());
    expect(lines).toContain('X-WR-TIMEZONE:Europe/Madrid');
    expect(events.map((event) => event['DTSTART;VALUE=DATE'])).toEqual(['20261203']);
  });

  it('answers 404 for a malformed or unknown token, and for a revoked one', async () => {
    for (const token of ['', 'x', 'c'.repeat(43)]) expect((await feed(token)).status).toBe(404);
    await createCalendarFeedsRepo(db).revoke(EMAIL);
    const revoked = await feed(TOKEN);
    expect(revoked.status).toBe(404);
    expect(await revoked.text()).not.toContain('BEGIN:VCALENDAR');
  });
});
