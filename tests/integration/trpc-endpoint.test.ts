import { describe, expect, it, vi } from 'vitest';
import { createUsersRepo } from '~/server/db/users-repo';
import { fixedClock } from '~/domain/clock';
import { handleTrpc, LARGE_BODIES_AT_ONCE } from '~/server/api/http-handler';
import type { TSession } from '~/server/auth/types';
import { createInnerContext } from '~/server/api/trpc';
import { buildDeps } from '~/server/deps';
import { DAY_MS, freshDb, NOW } from '../helpers/db';
import { NOTES_MAX } from '~/domain/applications';
import { tooLongInput } from '~/domain/error-message';

const SUBSCRIBED = { status: 'active', paymentStatus: 'paid', periodEnd: NOW + DAY_MS, cancelAtEnd: false, updated_at: NOW } as const;

const APP_URL = 'https://rumbo.example';

async function endpoint(session: TSession = { email: 'ana@example.com' }) {
  const db = await freshDb();
  const deps = buildDeps(db, fixedClock(NOW));
  const send = async (path: string, init: RequestInit = {}) => {
    const response = await handleTrpc(new Request(`${APP_URL}/api/trpc/${path}`, init), () => createInnerContext({ session, deps }), {
      appUrl: APP_URL,
    });
    return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
  };
  return { db, deps, send };
}

const batchOf = (procedure: string, count: number) => `${Array.from({ length: count }, () => procedure).join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify({}))}`;

describe('the tRPC endpoint', () => {
  it('refuses identity calls in a batch, so fifty sign-ins cannot pass one rate-limit check', async () => {
    const { send } = await endpoint();
    const body = JSON.stringify(Object.fromEntries(Array.from({ length: 50 }, (_, i) => [i, { username: 'ana@example.com', password: `Guess#${i}abc` }])));
    const path = `${Array.from({ length: 50 }, () => 'auth.signIn').join(',')}?batch=1`;
    const answer = await send(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('Identity calls cannot be batched');
    // Even one identity call beside another procedure.
    expect((await send(`user.access,auth.currentUser?batch=1&input=${encodeURIComponent('{}')}`)).status).toBe(400);
  });

  it('caps a batch at ten calls and never lets an answer be cached', async () => {
    const { send } = await endpoint();
    const ten = await send(batchOf('user.access', 10));
    expect(ten.status).toBe(200);
    expect(ten.headers.get('cache-control')).toBe('private, no-store');
    expect((await send(batchOf('user.access', 11))).status).toBe(400);
  });

  it('answers an unexpected failure as "Internal error", never with the database’s own words', async () => {
    const { deps, send } = await endpoint();
    vi.spyOn(deps.users, 'get').mockRejectedValue(new Error('ResourceNotFoundException: Requested resource not found: Table: t1234-users'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = await send('user.access');
    expect(answer.status).toBe(500);
    expect(JSON.stringify(answer.body)).not.toMatch(/Table|ResourceNotFound/);
    expect(answer.body).toMatchObject({ error: { message: 'Internal error' } });
  });

  it('sends validation details only for bad input, never for a failed output or stored-data parse', async () => {
    const { db, deps, send } = await endpoint();
    await createUsersRepo(db).put({ user_email: 'ana@example.com', created_at: NOW, updated_at: NOW, subscription: SUBSCRIBED });
    const badInput = await send(`jobs.byUrl?input=${encodeURIComponent(JSON.stringify({ url: 'javascript:alert(1)' }))}`);
    expect(badInput).toMatchObject({ status: 400, body: { error: { data: { zodIssues: [{ path: 'url', message: 'Invalid job URL' }] } } } });
    vi.spyOn(deps.jobs, 'jobByUrl').mockResolvedValue({ job_url: 42 } as never);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const badOutput = await send(`jobs.byUrl?input=${encodeURIComponent(JSON.stringify({ url: 'https://jobs.example/1' }))}`);
    expect(badOutput.status).toBe(500);
    expect(badOutput.body).toMatchObject({ error: { message: 'Internal error' } });
    expect(JSON.stringify(badOutput.body)).not.toContain('zodIssues');
  });
});

describe('mutations on the tRPC endpoint', () => {
  const SIGN_IN = JSON.stringify({ username: 'ana@example.com', password: 'Guess#1abc' });
  const post = (headers: Record<string, string>, body = SIGN_IN) => ({ method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

  it('are refused from another site, whether the browser says so with Origin or Sec-Fetch-Site', async () => {
    const { send } = await endpoint();
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'http://rumbo.example' },
    ];
    for (const headers of foreign) {
      const answer = await send('auth.signIn', post(headers));
      expect(answer).toMatchObject({ status: 403, body: { error: { message: 'Cross-site requests are not accepted', data: { code: 'FORBIDDEN', httpStatus: 403 } } } });
    }
    // One refusal per call of a batch, in tRPC's own shape.
    const batch = await send('user.lastActive,user.lastActive?batch=1', post({ origin: 'https://evil.example' }, JSON.stringify({ 0: {}, 1: {} })));
    expect(batch).toMatchObject({ status: 403, body: [{ error: { data: { code: 'FORBIDDEN' } } }, { error: { data: { code: 'FORBIDDEN' } } }] });
  });

  it('are accepted from this site, and from callers that are not browsers (no Origin, no Sec-Fetch-Site)', async () => {
    const { db, send } = await endpoint();
    await createUsersRepo(db).put({ user_email: 'ana@example.com', created_at: NOW, updated_at: NOW, subscription: SUBSCRIBED });
    const own: Record<string, string>[] = [{ origin: APP_URL, 'sec-fetch-site': 'same-origin' }, { origin: APP_URL }, {}];
    for (const headers of own) {
      expect(await send('user.lastActive', post(headers, '{}'))).toMatchObject({ status: 200, body: { result: { data: { ok: true } } } });
    }
  });

  it('accept JSON only', async () => {
    const { send } = await endpoint();
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const answer = await send('auth.signIn', post({ 'content-type': type, origin: APP_URL }));
      expect(answer).toMatchObject({ status: 415, body: { error: { message: 'Send the request body as JSON (content-type: application/json)' } } });
    }
    expect((await send('auth.signIn', { method: 'POST', body: SIGN_IN })).status).toBe(415);
    expect((await send('auth.signIn', post({ 'content-type': 'application/json; charset=utf-8' }))).status).toBe(400);
  });

  it('cap the body before reading it: 64 KiB, more only for the resume text and the upload', async () => {
    const { send } = await endpoint();
    const padded = JSON.stringify({ username: 'ana@example.com', password: 'x'.repeat(70 * 1024) });
    expect(await send('auth.signIn', post({}, padded))).toMatchObject({ status: 413, body: { error: { message: 'Request body too large: at most 64 KiB' } } });
    // A body without a declared length is cut off at the limit, not read to its end.
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(16 * 1024).fill(32));
      },
    });
    const streamed = await send('auth.signIn', { method: 'POST', headers: { 'content-type': 'application/json' }, body: endless, duplex: 'half' } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(pulled).toBeLessThan(10);
    // The resume text may be larger than a plain call (up to its own limit, then 413 too).
    const resume = (size: number) => post({}, JSON.stringify({ resume_text: 'a'.repeat(size) }));
    expect((await send('resume.save', resume(90_000))).status).not.toBe(413);
    expect((await send('resume.save', resume(700_000))).status).toBe(413);
  });

  it('read more than a plain call only for a signed-in caller, and only a few such bodies at once', async () => {
    /** A JSON body that arrives in 16 KiB pieces until `finish` is called, counting the pieces read. */
    const slowBody = () => {
      let finish = () => undefined as void;
      const done = new Promise<void>((resolve) => (finish = resolve));
      const read = { pieces: 0 };
      let isOpen = false;
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          if (!isOpen) {
            isOpen = true;
            return controller.enqueue(new TextEncoder().encode('{"resume_text":"'));
          }
          if (read.pieces >= 2) {
            await done;
            controller.enqueue(new TextEncoder().encode('"}'));
            return controller.close();
          }
          read.pieces += 1;
          controller.enqueue(new Uint8Array(16 * 1024).fill(97));
        },
      });
      return { read, finish, init: { method: 'POST', headers: { 'content-type': 'application/json' }, body, duplex: 'half' } as RequestInit };
    };
    // Signed out: refused before a byte of the body is read.
    const anonymous = await endpoint(null);
    const unread = slowBody();
    unread.finish();
    expect(await anonymous.send('resume.save', unread.init)).toMatchObject({ status: 401, body: { error: { message: 'Sign in to send this' } } });
    expect(unread.read.pieces).toBe(0);

    // Signed in: LARGE_BODIES_AT_ONCE are read together; one more is turned away with the busy reason, and has its turn later.
    const { send } = await endpoint();
    const slow = Array.from({ length: LARGE_BODIES_AT_ONCE }, slowBody);
    const reading = slow.map((body) => send('resume.save', body.init));
    await vi.waitFor(() => expect(slow.every((body) => body.read.pieces >= 2)).toBe(true));
    const extra = slowBody();
    extra.finish();
    expect(await send('resume.save', extra.init)).toMatchObject({ status: 429, body: { error: { data: { code: 'TOO_MANY_REQUESTS', reason: 'busy' } } } });
    for (const body of slow) body.finish();
    for (const answer of await Promise.all(reading)) expect(answer.status).not.toBe(429);
    const later = slowBody();
    later.finish();
    expect((await send('resume.save', later.init)).status).not.toBe(429);
  });

  it('refuses a note over its limit with the limit named, so the browser says it in the person’s language; nothing is cut (docs/product-rules.md §9.3)', async () => {
    const { db, send } = await endpoint();
    await createUsersRepo(db).put({ user_email: 'ana@example.com', created_at: NOW, updated_at: NOW, subscription: SUBSCRIBED });
    const update = (notes: string) =>
      send('applications.update', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ job_url: 'https://jobs.example/1', notes }) });
    const over = await update('n'.repeat(NOTES_MAX + 1));
    expect(over).toMatchObject({ status: 400, body: { error: { data: { code: 'BAD_REQUEST', zodIssues: [{ path: 'notes', maxLength: NOTES_MAX }] } } } });
    expect(tooLongInput((over.body as { error: unknown }).error)).toEqual({ path: 'notes', max: NOTES_MAX });
    // At the limit the input is taken (what follows is the procedure's own answer).
    const at = await update('n'.repeat(NOTES_MAX));
    expect(JSON.stringify(at.body)).not.toContain('zodIssues');
  });
});
