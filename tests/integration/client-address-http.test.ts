import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { handleTrpc } from '~/server/api/http-handler';
import { createInnerContext } from '~/server/api/trpc';
import { clientAddress, SHARED_ADDRESS } from '~/server/api/request-session';
import { ENTRY_HEADER, entryToken, pinClientAddress } from '~/server/client-address.mjs';
import { authHarness, uniqueEmail } from '../helpers/auth';

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

/**
 * A loopback server that does what the production entry (src/server/http-server.mjs) does before
 * Next sees a request, then hands the route handler a fetch Request, as Next does.
 */
async function serve(hops: number, handle: (request: Request) => Promise<Response>): Promise<string> {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    pinClientAddress(req, hops);
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const headers = new Headers(Object.entries(req.headers).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value] as [string, string]] : [])));
      const response = await handle(new Request(`http://127.0.0.1${req.url}`, { method: req.method, headers, body: chunks.length ? Buffer.concat(chunks) : undefined }));
      res.writeHead(response.status, Object.fromEntries(response.headers)).end(Buffer.from(await response.arrayBuffer()));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The address a route handler reads, seen through the server with that many trusted hops. */
async function seenAddress(hops: number, forwardedFor?: string, realIp?: string) {
  const url = await serve(hops, async (request) => Response.json({ address: clientAddress(request.headers) }));
  const headers: Record<string, string> = { ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}), ...(realIp ? { 'x-real-ip': realIp } : {}) };
  return ((await (await fetch(url, { headers })).json()) as { address: string }).address;
}

/** The tRPC endpoint with the identity flows behind that server, as the app serves it. */
async function appEndpoint(hops = 0) {
  const h = await authHarness();
  const url = await serve(hops, (request) =>
    handleTrpc(request, () => createInnerContext({ session: null, deps: h.deps, request: { address: clientAddress(request.headers), devices: h.devices } }), {
      appUrl: 'http://127.0.0.1',
    }),
  );
  const signIns = (count: number, forwardedFor: string) => {
    const body = JSON.stringify(Object.fromEntries(Array.from({ length: count }, (_, i) => [i, { username: uniqueEmail(`guess${i}`), password: 'Guess#2026abc' }])));
    const path = `${Array.from({ length: count }, () => 'auth.signIn').join(',')}?batch=1`;
    return fetch(`${url}/api/trpc/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor }, body });
  };
  const signIn = (forwardedFor: string) =>
    fetch(`${url}/api/trpc/auth.signIn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify({ username: uniqueEmail('guess'), password: 'Guess#2026abc' }),
    });
  return { signIn, signIns };
}

describe('the client address the app counts', () => {
  it('is the socket’s peer with TRUSTED_PROXY_HOPS=0, whatever the client claims', async () => {
    expect(await seenAddress(0)).toBe('127.0.0.1');
    expect(await seenAddress(0, '203.0.113.9, 198.51.100.1', '192.0.2.1')).toBe('127.0.0.1');
  });

  it('is the entry the trusted proxies appended with TRUSTED_PROXY_HOPS=1 or 2', async () => {
    expect(await seenAddress(1, '203.0.113.9, 198.51.100.7')).toBe('198.51.100.7');
    expect(await seenAddress(1, 'forged, 198.51.100.7')).toBe('198.51.100.7');
    expect(await seenAddress(2, '203.0.113.9, 198.51.100.7, 192.0.2.33')).toBe('198.51.100.7');
    // Fewer entries than trusted proxies: the peer, never a client-chosen value.
    expect(await seenAddress(2, '198.51.100.7')).toBe('127.0.0.1');
  });

  it('is one shared bucket for a request Rumbo’s entry did not pin (Next’s own server), also with a forged entry header', async () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': '203.0.113.9' }))).toBe(SHARED_ADDRESS);
    expect(clientAddress(new Headers({ 'x-forwarded-for': '203.0.113.9', [ENTRY_HEADER]: 'guessed-token' }))).toBe(SHARED_ADDRESS);
    // Through the entry, the header carries this process's token, whatever the client sent under that name.
    const url = await serve(1, async (request) => Response.json({ address: clientAddress(request.headers), marker: request.headers.get(ENTRY_HEADER) }));
    const seen = (await (await fetch(url, { headers: { 'x-forwarded-for': '198.51.100.7', [ENTRY_HEADER]: 'guessed-token' } })).json()) as { address: string; marker: string };
    expect(seen.address).toBe('198.51.100.7');
    expect(seen.marker).toBe(entryToken());
    expect(seen.marker).not.toBe('guessed-token');
  });

  it('is not moved by a forged X-Forwarded-For: the 41st sign-in from one client is refused', async () => {
    const { signIn } = await appEndpoint();
    const statuses: number[] = [];
    for (let i = 0; i < 41; i += 1) statuses.push((await signIn(`203.0.113.${i}`)).status);
    expect(statuses.slice(0, 40).every((status) => status === 400)).toBe(true);
    expect(statuses[40]).toBe(429);
  });

  it('limits fifty sign-ins sent as one batch like fifty sent one by one', async () => {
    const { signIn, signIns } = await appEndpoint(1);
    const batch = await signIns(50, '198.51.100.7');
    expect(batch.status).toBe(400);
    expect(await batch.text()).toContain('Identity calls cannot be batched');
    // The refused batch counted nothing; one by one, the address's 40 go through and 10 do not.
    const statuses: number[] = [];
    for (let i = 0; i < 50; i += 1) statuses.push((await signIn(`forged-${i}, 198.51.100.7`)).status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(40);
    expect(statuses.slice(40)).toEqual(Array<number>(10).fill(429));
  });
});
