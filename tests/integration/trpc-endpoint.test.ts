import { describe, expect, it, vi } from 'vitest';
import { fixedClock } from '~/domain/clock';
import { handleTrpc } from '~/server/api/http-handler';
import { createInnerContext } from '~/server/api/trpc';
import { buildDeps } from '~/server/deps';
import { freshDb, NOW } from '../helpers/db';

async function endpoint() {
  const deps = buildDeps(await freshDb(), fixedClock(NOW));
  const send = async (path: string, init: RequestInit = {}) => {
    const response = await handleTrpc(new Request(`http://localhost/api/trpc/${path}`, init), () => createInnerContext({ session: { email: 'ana@example.com' }, deps }));
    return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
  };
  return { deps, send };
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
});
