// Plain JavaScript, as http-server.mjs, which runs it.
import { createServer } from 'node:http';
import { performance } from 'node:perf_hooks';
import { log } from './log.mjs';

/**
 * What a server process asks of itself before it takes traffic. Next loads a route's own code, the
 * proxy's and the page renderer's on the first request that needs them: the first request each
 * process served took 270–670 ms where later ones take 10–60 ms (docs/quality-figures.md). The
 * readiness probe loads the proxy and the database and identity clients; the tRPC calls load the
 * API's code (a read as a signed-out visitor, a write refused for want of a session, so nothing is
 * written); the sign-in page loads the renderer and the layout every page shares.
 * @type {ReadonlyArray<{ path: string; method?: 'GET' | 'POST'; body?: string }>}
 */
export const WARM_UP_REQUESTS = [
  { path: '/api/ready' },
  { path: '/api/trpc/user.access' },
  { path: '/api/trpc/applications.update', method: 'POST', body: '{"job_url":"https://warm-up.invalid/","status":"APPLIED"}' },
  { path: '/auth' },
];

/** How long one warm-up request may take: a dependency that is down does not hold the start longer than this. */
export const WARM_UP_REQUEST_MS = 5_000;

/**
 * Sends WARM_UP_REQUESTS, one after another, to `handle` through a loopback port of this process's
 * own (not the shared port, so they reach this process), then closes it. Answers are not checked: a
 * refusal loads the same code, and a dependency that is down is the readiness probe's to report.
 * @param {(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => Promise<unknown>} handle
 * @param {{ appUrl: string; requests?: typeof WARM_UP_REQUESTS; requestMs?: number }} options
 * @returns {Promise<number[]>} each request's status, 0 when it had none within its time
 */
export async function warmUp(handle, { appUrl, requests = WARM_UP_REQUESTS, requestMs = WARM_UP_REQUEST_MS }) {
  const server = createServer((request, response) => {
    handle(request, response).catch(() => (response.headersSent ? response.destroy() : response.writeHead(500).end()));
  });
  await new Promise((resolve, reject) => server.once('error', reject).listen({ port: 0, host: '127.0.0.1', exclusive: true }, () => resolve(undefined)));
  const address = server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const started = performance.now();
  /** @type {number[]} */
  const statuses = [];
  try {
    for (const { path, method = 'GET', body } of requests) {
      const headers = { origin: appUrl, 'content-type': 'application/json' };
      const response = await fetch(`${base}${path}`, { method, body, headers, signal: AbortSignal.timeout(requestMs) }).catch(() => undefined);
      await response?.arrayBuffer().catch(() => undefined);
      statuses.push(response?.status ?? 0);
    }
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(() => resolve(undefined)));
  }
  log.info({ ms: Math.round(performance.now() - started), statuses }, 'Warmed up');
  return statuses;
}
