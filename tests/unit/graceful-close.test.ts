import { Agent, createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { gracefulClose } from '~/server/graceful-close.mjs';

/** A server that answers `/slow` after 300 ms and anything else at once, keeping connections alive for 10 s. */
async function listeningServer() {
  const server = createServer((req, res) => {
    if (req.url === '/slow') setTimeout(() => res.end('slow'), 300);
    else res.end('fast');
  });
  server.keepAliveTimeout = 10_000;
  const stop = gracefulClose(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, stop, port: (server.address() as AddressInfo).port };
}

const agents: Agent[] = [];
const servers: Server[] = [];
afterEach(() => {
  for (const agent of agents.splice(0)) agent.destroy();
  for (const server of servers.splice(0)) server.closeAllConnections();
});

/** A GET on a kept-alive connection of `agent`: its status, its Connection header and its body. */
function get(port: number, path: string, agent: Agent) {
  return new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) =>
    request({ host: '127.0.0.1', port, path, agent }, (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }));
    })
      .on('error', reject)
      .end(),
  );
}

describe('a server stopping (a rolling deployment)', () => {
  it('answers the request in flight, then ends at once instead of when the kept-alive connections time out', async () => {
    const { server, stop, port } = await listeningServer();
    servers.push(server);
    const idle = new Agent({ keepAlive: true });
    const busy = new Agent({ keepAlive: true });
    agents.push(idle, busy);
    // One connection idle since its answer, one with an answer still to come.
    expect((await get(port, '/fast', idle)).body).toBe('fast');
    const inFlight = get(port, '/slow', busy);
    await new Promise((resolve) => setTimeout(resolve, 50));

    const stopping = performance.now();
    const stopped = new Promise<number>((resolve) => stop(() => resolve(performance.now() - stopping)));
    // The answer arrives whole and tells the client not to send more on its connection.
    expect(await inFlight).toEqual({ status: 200, connection: 'close', body: 'slow' });
    // About the 250 ms the answer still needed, far from the 10 s the connections were kept for.
    expect(await stopped).toBeLessThan(2_000);
  });

  it('ends at once when nothing is in flight, and takes no new connection', async () => {
    const { server, stop, port } = await listeningServer();
    servers.push(server);
    const agent = new Agent({ keepAlive: true });
    agents.push(agent);
    expect((await get(port, '/fast', agent)).connection).toBe('keep-alive');
    const stopping = performance.now();
    await new Promise<void>((resolve) => stop(resolve));
    expect(performance.now() - stopping).toBeLessThan(1_000);
    await expect(get(port, '/fast', new Agent())).rejects.toThrow(/ECONNREFUSED/);
  });
});
