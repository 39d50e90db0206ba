import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inject, describe, expect, it } from 'vitest';
import { probeIdentity } from '~/server/clients/identity';
import { stalledServer } from '../helpers/stalled-server';

/** An HTTP server on a random loopback port answering every request with `answer`. */
async function answering(answer: (response: ServerResponse) => void) {
  const server = createServer((_request, response) => answer(response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('the readiness probe of the identity service', () => {
  it('counts the service as reachable when it answers, even with a refusal of the probe token', async () => {
    expect(await probeIdentity(inject('cognito').endpoint, 1_500)).toBe(true);
  });

  it('counts a closed port, a stalled service and an answer that is not the service’s as unreachable, within its deadline', async () => {
    const closed = await answering(() => undefined);
    const closedUrl = closed.url;
    await closed.close();
    expect(await probeIdentity(closedUrl, 500)).toBe(false);

    const stalled = await stalledServer();
    const started = Date.now();
    expect(await probeIdentity(stalled.url, 300)).toBe(false);
    expect(Date.now() - started).toBeLessThan(1_000);
    await stalled.close();

    const proxyError = await answering((response) => response.writeHead(502, { 'content-type': 'text/html' }).end('<html>Bad gateway</html>'));
    expect(await probeIdentity(proxyError.url, 500)).toBe(false);
    await proxyError.close();
  });
});
