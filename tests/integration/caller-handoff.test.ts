import { randomUUID } from 'node:crypto';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { encode } from 'next-auth/jwt';
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { DAY_MS } from '~/domain/time';
import { CALLER_HANDOFF_HEADER, HANDOFF_TTL_MS, leaveReading, takeReading } from '~/server/auth/caller-handoff';
import { createDb } from '~/server/db/client';
import { keys } from '~/server/db/keys';
import { ensureTables, tableName } from '~/server/db/tables';
import { createUsersRepo } from '~/server/db/users-repo';

// The app reads its configuration when its modules load: this run's database, before the imports below.
const ORIGIN = 'http://127.0.0.1:3999';
const SECRET = 'handoff-secret-handoff-secret-handoff-0123';
const PREFIX = `t${randomUUID().slice(0, 8)}-`;
Object.assign(process.env, {
  APP_URL: ORIGIN,
  NEXTAUTH_URL: ORIGIN,
  NEXTAUTH_SECRET: SECRET,
  DYNAMODB_ENDPOINT: inject('dynamoEndpoint'),
  DYNAMODB_TABLE_PREFIX: PREFIX,
  RATE_LIMIT_STORE: 'memory',
});

// What the render's `headers()` and `cookies()` answer: the request as the proxy passed it on.
const forwarded = { headers: new Headers() };
vi.mock('next/headers', () => ({
  headers: async () => forwarded.headers,
  cookies: async () => {
    const all = [...forwarded.headers.entries()].filter(([name]) => name === 'cookie').flatMap(([, value]) => value.split('; '));
    const parsed = all.map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1) }));
    return { getAll: () => parsed, get: (name: string) => parsed.find((c) => c.name === name) };
  },
}));

const EMAIL = 'handoff@example.com';
const db = createDb({ region: 'eu-west-3', endpoint: inject('dynamoEndpoint'), tablePrefix: PREFIX, hasAwsCredentials: false });

async function storeSubscriber() {
  const now = Date.now();
  await createUsersRepo(db).put({
    user_email: EMAIL,
    created_at: now,
    updated_at: now,
    subscription: { status: 'active', paymentStatus: 'paid', periodEnd: now + 10 * DAY_MS, cancelAtEnd: false, updated_at: now },
  });
}

/** The request headers the proxy hands on to the render (Next's middleware protocol). */
function passedOn(response: Response): Headers {
  const passed = new Headers();
  for (const name of response.headers.get('x-middleware-override-headers')?.split(',') ?? []) {
    const value = response.headers.get(`x-middleware-request-${name}`);
    if (value !== null) passed.set(name, value);
  }
  return passed;
}

describe('the proxy’s reading of a page request is the render’s', () => {
  let cookie: string;
  beforeAll(async () => {
    await ensureTables(db, { localPayments: true });
    const token = await encode({ token: { email: EMAIL, accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 3_600_000 }, secret: SECRET });
    cookie = `next-auth.session-token=${token}`;
  });

  it('a guarded page’s render starts from the user record the guard read: no second read, and only once', async () => {
    await storeSubscriber();
    const { proxy } = await import('~/proxy');
    const { createRequestContext } = await import('~/server/api/request-context');
    // A client's own value under the internal header is dropped, not passed on.
    const response = await proxy(new NextRequest(`${ORIGIN}/dashboard`, { headers: { cookie, [CALLER_HANDOFF_HEADER]: 'chosen-by-the-client' } }));
    expect(response.headers.get('location')).toBeNull();
    forwarded.headers = passedOn(response);
    const key = forwarded.headers.get(CALLER_HANDOFF_HEADER);
    expect(key).toMatch(/^[\w-]{22}$/);
    // The record leaves the table: what the render's context still has is the guard's reading.
    await db.doc.send(new DeleteCommand({ TableName: tableName(db, 'users'), Key: { user_email: keys.userEmail(EMAIL) } }));
    const render = await createRequestContext();
    expect(render.session?.email).toBe(EMAIL);
    expect((await render.loadUser())?.user_email).toBe(EMAIL);
    // A second context with the same key (taken already) reads the table, which no longer has it.
    const again = await createRequestContext();
    expect(again.session?.email).toBe(EMAIL);
    expect(await again.loadUser()).toBeNull();
  });

  it('a signed-out request is sent to sign in with nothing left behind, and a made-up key reads the table', async () => {
    await storeSubscriber();
    const { proxy } = await import('~/proxy');
    const { createRequestContext } = await import('~/server/api/request-context');
    const refused = await proxy(new NextRequest(`${ORIGIN}/jobs`, { headers: { [CALLER_HANDOFF_HEADER]: 'chosen-by-the-client' } }));
    const location = new URL(refused.headers.get('location') ?? '', ORIGIN);
    expect(`${location.pathname}${location.search}`).toBe('/auth?next=/jobs');
    expect(refused.headers.get('x-middleware-override-headers')).toBeNull();
    forwarded.headers = new Headers({ cookie, [CALLER_HANDOFF_HEADER]: 'chosen-by-the-client' });
    expect((await (await createRequestContext()).loadUser())?.user_email).toBe(EMAIL);
  });

  it('a reading is taken once, and not after its time', () => {
    const reading = { session: { email: EMAIL }, user: null };
    const key = leaveReading(reading, 1_000);
    expect(takeReading(key, 1_001)).toEqual(reading);
    expect(takeReading(key, 1_002)).toBeUndefined();
    const late = leaveReading(reading, 1_000);
    expect(takeReading(late, 1_000 + HANDOFF_TTL_MS)).toBeUndefined();
    expect(takeReading(undefined)).toBeUndefined();
    expect(takeReading('unknown')).toBeUndefined();
  });
});
