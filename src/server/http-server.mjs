// The production server: what `next start` does, plus one step before Next sees a request: the
// client's address is derived from the socket and TRUSTED_PROXY_HOPS and pinned into
// X-Forwarded-For (client-address.mjs), so a client cannot choose its own rate-limit bucket; and
// one server process per core on the one port (WEB_CONCURRENCY, workers.mjs); and page renders
// take their turn in each (RENDER_CONCURRENCY, render-queue.mjs); and tRPC writes' small answers
// go uncompressed (write-answers.mjs).
//   node src/server/http-server.mjs [--hostname 127.0.0.1] [--port 3000] [--keepAliveTimeout ms]
// Plain JavaScript so that bare `node` runs it (no TypeScript loader in a deployment).
import { randomUUID } from 'node:crypto';
import cluster from 'node:cluster';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { markEntry, pinClientAddress } from './client-address.mjs';
import { log, requestContext } from './log.mjs';
import { gracefulClose } from './graceful-close.mjs';
import { transportSecurity } from './security-headers.js';
import { createRenderQueue, DEFAULT_RENDER_CONCURRENCY, isPageRender, refuseBusy } from './render-queue.mjs';
import { applyServerLimits, SERVER_OPTIONS } from './server-limits.mjs';
import { runPrimary, sendHeartbeats, workerCount, workerSetup } from './workers.mjs';
import { sendWriteAnswersUncompressed } from './write-answers.mjs';
import { warmUp } from './warm-up.mjs';

// As `next start`: a production server unless told otherwise, decided before Next and the config load.
process.env.NODE_ENV ||= 'production';
const { env } = await import('../env.js').catch((/** @type {Error} */ error) => {
  console.error(error.message);
  process.exit(1);
});

const { values } = parseArgs({
  options: { hostname: { type: 'string', short: 'H' }, port: { type: 'string', short: 'p' }, keepAliveTimeout: { type: 'string' } },
});
const port = values.port ? Number(values.port) : env.PORT;
// Unset, every interface (as `next start`); a container behind a load balancer needs that.
const hostname = values.hostname;
const announce = (/** @type {string} */ more = '') =>
  log.info({ port, trustedProxyHops: env.TRUSTED_PROXY_HOPS }, `Rumbo listening on http://${hostname ?? '0.0.0.0'}:${port} (trusted proxy hops: ${env.TRUSTED_PROXY_HOPS}${more})`);

const count = workerCount(env.WEB_CONCURRENCY);
if (cluster.isPrimary && count > 1) {
  const setup = workerSetup(count, env.RATE_LIMIT_STORE);
  if ('problem' in setup) {
    log.fatal(`Invalid configuration: ${setup.problem}`);
    process.exit(1);
  }
  runPrimary({ count, env: setup.env, onListening: () => announce(`; ${count} server processes`), stallMs: env.PROCESS_STALL_MS });
} else {
  await serve();
}

async function serve() {
  // A stop signal (a rolling deployment) lets the requests in flight finish, as `next start` does; a
  // second one ends at once. A worker is stopped by its primary's SIGTERM, which may come while it
  // is still starting: it then ends before it serves.
  /** @type {(() => void) | undefined} */
  let finish;
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    if (finish) finish();
    else process.exit(0);
  };
  for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => (stopping && cluster.isPrimary ? process.exit(1) : stop()));

  // Before Next starts: the app then knows a forwarded address here is this entry's (client-address.mjs).
  markEntry();
  const { default: next } = await import('next');
  const app = next({ dev: false, dir: fileURLToPath(new URL('../..', import.meta.url)), hostname, port });
  const handle = app.getRequestHandler();
  await app.prepare();
  // Its routes' code loaded before the first person waits for it (warm-up.mjs).
  await warmUp(handle, { appUrl: env.APP_URL });

  const renders = createRenderQueue({ limit: env.RENDER_CONCURRENCY ?? DEFAULT_RENDER_CONCURRENCY });
  // Decided where the app runs, not where it was built (security-headers.js).
  const hsts = transportSecurity(env.APP_URL);
  const server = createServer(SERVER_OPTIONS, (request, response) => {
    pinClientAddress(request, env.TRUSTED_PROXY_HOPS);
    sendWriteAnswersUncompressed(request);
    const requestId = requestIdOf(request.headers['x-request-id']);
    request.headers['x-request-id'] = requestId;
    response.setHeader('x-request-id', requestId);
    if (hsts) response.setHeader('strict-transport-security', hsts);
    logWhenDone(request, response, requestId);
    const run = () =>
      handle(request, response).catch((/** @type {unknown} */ error) => {
        log.error({ err: error, route: routeOf(request.url) }, 'Request failed');
        if (response.headersSent) response.destroy();
        else response.writeHead(500).end('Internal Server Error');
      });
    requestContext.run({ requestId }, () => {
      if (isPageRender(request.url)) renders.admit(request, response, run, () => refuseBusy(request, response));
      else void run();
    });
  });
  applyServerLimits(server);
  // Behind a load balancer this must exceed its idle timeout, or it may reuse a closed connection.
  if (values.keepAliveTimeout) server.keepAliveTimeout = Number(values.keepAliveTimeout);
  // The requests in flight are answered; the process ends with the last of them (graceful-close.mjs).
  const close = gracefulClose(server);
  finish = () => close(() => void app.close().finally(() => process.exit(0)));
  server.listen(port, hostname, () => {
    if (cluster.isPrimary) announce();
    else sendHeartbeats();
  });
}

/**
 * The request's id: the load balancer's or the client's `x-request-id` when it is a plain token
 * (so a line can be found from either side), else a new one. Returned on the response.
 * @param {string | string[] | undefined} given
 */
function requestIdOf(given) {
  return typeof given === 'string' && /^[\w.:-]{8,128}$/.test(given) ? given : randomUUID();
}

/**
 * The path without its query (queries may carry tokens), as the request line names it.
 * @param {string | undefined} url
 */
function routeOf(url) {
  return (url ?? '/').split('?')[0] ?? '/';
}

/** The load balancer's probes, every few seconds: logged only at debug level. */
const PROBES = new Set(['/api/health', '/api/ready']);

/**
 * One line per request once its answer is sent (or the connection closed first): method, route,
 * status, duration and the request id (docs/operations.md, "Logs").
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {string} requestId
 */
function logWhenDone(request, response, requestId) {
  const started = process.hrtime.bigint();
  let done = false;
  const line = (/** @type {boolean} */ isAborted) => {
    if (done) return;
    done = true;
    const route = routeOf(request.url);
    const fields = {
      req_id: requestId,
      method: request.method,
      route,
      status: isAborted ? 499 : response.statusCode,
      ms: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
    };
    if (PROBES.has(route)) log.debug(fields, 'request');
    else if (fields.status >= 500) log.error(fields, 'request');
    else log.info(fields, 'request');
  };
  response.once('finish', () => line(false));
  response.once('close', () => line(!response.writableFinished));
}
