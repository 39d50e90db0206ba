import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { handleTrpc } from '~/server/api/http-handler';
import { createInnerContext } from '~/server/api/trpc';
import { WARM_UP_REQUESTS, warmUp } from '~/server/warm-up.mjs';
import { authHarness } from '../helpers/auth';

const APP_URL = 'http://127.0.0.1';

/** Next's request handler as far as the tRPC endpoint goes: the Node request handed on as a fetch Request. */
function trpcHandle(route: (request: Request) => Promise<Response>, seen: string[]) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    seen.push(`${req.method} ${req.url} ${req.socket.localAddress}:${req.socket.localPort}`);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers(Object.entries(req.headers).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value] as [string, string]] : [])));
    const url = `http://127.0.0.1${req.url}`;
    const response = req.url?.startsWith('/api/trpc/')
      ? await route(new Request(url, { method: req.method, headers, body: chunks.length ? Buffer.concat(chunks) : undefined }))
      : Response.json({ ok: true });
    res.writeHead(response.status, Object.fromEntries(response.headers)).end(Buffer.from(await response.arrayBuffer()));
  };
}

describe('warming a server process before it takes traffic', () => {
  it('sends the readiness probe, a read, a write and a page through the app on a port of its own: the write reaches the API and is refused for want of a session', async () => {
    const h = await authHarness();
    const seen: string[] = [];
    const writes: string[] = [];
    const deps = { ...h.deps, applications: new Proxy(h.deps.applications, { get: (target, key) => (writes.push(String(key)), Reflect.get(target, key)) }) };
    const route = (request: Request) =>
      handleTrpc(request, () => createInnerContext({ session: null, deps, request: { address: 'shared', devices: h.devices } }), { appUrl: APP_URL });
    const statuses = await warmUp(trpcHandle(route, seen), { appUrl: APP_URL });
    // Same origin and JSON, so not refused at the door (403, 415): the procedure itself answers.
    expect(statuses).toEqual([200, 200, 401, 200]);
    expect(seen.map((line) => line.split(' ').slice(0, 2).join(' '))).toEqual(WARM_UP_REQUESTS.map(({ method = 'GET', path }) => `${method} ${path}`));
    expect(seen.every((line) => line.endsWith(seen[0]!.split(' ')[2]!) && line.includes('127.0.0.1:'))).toBe(true);
    expect(writes).toEqual([]);
    // The port it used is closed again.
    const port = Number(seen[0]!.split(':').at(-1));
    await expect(fetch(`http://127.0.0.1:${port}/api/ready`)).rejects.toThrow();
  });

  it('gives up on a request that does not answer in time and still closes its port, so a dependency that is down does not hold the start', async () => {
    let port = 0;
    const hanging = (req: IncomingMessage) => {
      port = (req.socket.address() as AddressInfo).port;
      return new Promise<void>(() => undefined);
    };
    const started = performance.now();
    const statuses = await warmUp(hanging, { appUrl: APP_URL, requests: [{ path: '/api/ready' }, { path: '/api/trpc/user.access' }], requestMs: 200 });
    expect(statuses).toEqual([0, 0]);
    expect(performance.now() - started).toBeLessThan(2_000);
    await expect(fetch(`http://127.0.0.1:${port}/api/ready`)).rejects.toThrow();
  });

  it('answers a request whose handler fails with 500 and goes on', async () => {
    const statuses = await warmUp(() => Promise.reject(new Error('broken route')), { appUrl: APP_URL, requests: [{ path: '/a' }, { path: '/b' }] });
    expect(statuses).toEqual([500, 500]);
  });
});
