// Plain JavaScript (like http-server.mjs, which uses it) because the production entry runs under bare `node`.
// Page renders take their turn. A server process renders on one core; when more pages are asked
// for than it can render, starting every one at once makes each wait for all the others: under
// 50 connections a process held about 25 renders, each finished only when most of them had
// (p99 above a second), and their intermediate work stayed alive the whole time, so the garbage
// collector had more to keep and move. Here a process renders a few pages at once and the others
// wait in arrival order, which changes nothing when the process keeps up.
// A render also waits on the database or an API. While the queue is not empty, a process that was
// mostly idle over the last tick (its renders all waiting) starts one more, so a slow API never
// leaves the core idle with pages waiting.
import { performance } from 'node:perf_hooks';

/** Renders one process starts at once unless RENDER_CONCURRENCY says otherwise (bench:api: 2–4 do best on /dashboard). */
export const DEFAULT_RENDER_CONCURRENCY = 4;
/** How often a process with pages waiting checks whether it was idle. */
export const IDLE_CHECK_MS = 10;
/** Below this share of busy time over one check, the process starts a waiting render beyond the limit. */
export const IDLE_BELOW = 0.5;
/**
 * At most this many page requests wait in one process; one more is answered at once with 503 and
 * Retry-After (a load balancer sends it elsewhere, a browser shows a short page) rather than
 * joining a queue whose end would come after its client has given up: at about 60 ms a render, 100
 * waiting is six seconds of work for one process.
 */
export const MAX_WAITING = 100;

/**
 * The answer to a page request past MAX_WAITING: a short page in the language the browser asks for.
 * @param {{ headers: Record<string, string | string[] | undefined> }} request
 * @param {{ writeHead: (status: number, headers: Record<string, string>) => { end: (body: string) => void } }} response
 */
export function refuseBusy(request, response) {
  const isSpanish = /^\s*es\b/i.test(String(request.headers['accept-language'] ?? ''));
  const [lang, title, text] = isSpanish
    ? ['es', 'Rumbo tiene mucha actividad', 'Rumbo tiene mucha actividad en este momento. Vuelve a intentarlo en unos segundos.']
    : ['en', 'Rumbo is busy', 'Rumbo is very busy right now. Please try again in a few seconds.'];
  response
    .writeHead(503, { 'content-type': 'text/html; charset=utf-8', 'retry-after': '2', 'cache-control': 'no-store' })
    .end(`<!doctype html><html lang="${lang}"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title><p>${text}</p></html>`);
}

/**
 * Whether a request renders a page (and so takes its turn): not the API routes, Next's static
 * files or other files (icons), which are quick and must not wait behind pages.
 * @param {string | undefined} url
 */
export function isPageRender(url) {
  const path = (url ?? '/').split('?')[0] ?? '/';
  return !path.startsWith('/api/') && !path.startsWith('/_next/') && !/\.[a-z0-9]+$/i.test(path);
}

/**
 * @typedef {{ destroyed: boolean }} TSocketLike
 * @typedef {{ once: (event: 'close', listener: () => void) => unknown }} TResponseLike
 * @typedef {{ start: () => void; socket: TSocketLike | null; response: TResponseLike }} TEntry
 */

/**
 * @param {{ limit: number; maxWaiting?: number; busyShare?: () => number; setTimer?: (tick: () => void) => { stop: () => void } }} options
 *   busyShare: the process's busy share since it was last asked (the event loop's utilisation);
 *   setTimer: runs `tick` every IDLE_CHECK_MS until stopped. Both are replaced in tests.
 */
export function createRenderQueue({ limit, maxWaiting = MAX_WAITING, busyShare = eventLoopBusyShare(), setTimer = everyIdleCheck }) {
  let running = 0;
  /** @type {TEntry[]} */
  const waiting = [];
  /** @type {{ stop: () => void } | undefined} */
  let timer;

  /** @param {TEntry} entry */
  const start = (entry) => {
    running++;
    entry.response.once('close', () => {
      running--;
      if (running < limit) startNext();
    });
    entry.start();
  };
  /** The longest-waiting request whose client is still there. */
  const startNext = () => {
    for (let entry = waiting.shift(); entry; entry = waiting.shift()) {
      if (!entry.socket?.destroyed) {
        start(entry);
        break;
      }
    }
    if (!waiting.length && timer) {
      timer.stop();
      timer = undefined;
    }
  };
  const tick = () => {
    if (busyShare() < IDLE_BELOW) startNext();
  };

  return {
    /**
     * Starts `start` now, or once the renders before it have made room; past `maxWaiting` waiting,
     * calls `refuse` instead (and answers false).
     * @param {{ socket: TSocketLike | null }} request
     * @param {TResponseLike} response
     * @param {() => void} startRender
     * @param {() => void} [refuse]
     */
    admit(request, response, startRender, refuse = () => undefined) {
      const entry = { start: startRender, socket: request.socket, response };
      if (running < limit) return void start(entry);
      if (waiting.length >= maxWaiting) return void refuse();
      waiting.push(entry);
      if (!timer) {
        busyShare();
        timer = setTimer(tick);
      }
    },
    /** For tests: renders under way and requests waiting. */
    counts: () => ({ running, waiting: waiting.length }),
  };
}

/** The event loop's busy share since the previous call. */
function eventLoopBusyShare() {
  let last = performance.eventLoopUtilization();
  return () => {
    const now = performance.eventLoopUtilization();
    const share = performance.eventLoopUtilization(now, last).utilization;
    last = now;
    return share;
  };
}

/** @param {() => void} tick */
function everyIdleCheck(tick) {
  const interval = setInterval(tick, IDLE_CHECK_MS);
  interval.unref();
  return { stop: () => clearInterval(interval) };
}
