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
 * @param {{ limit: number; busyShare?: () => number; setTimer?: (tick: () => void) => { stop: () => void } }} options
 *   busyShare: the process's busy share since it was last asked (the event loop's utilisation);
 *   setTimer: runs `tick` every IDLE_CHECK_MS until stopped. Both are replaced in tests.
 */
export function createRenderQueue({ limit, busyShare = eventLoopBusyShare(), setTimer = everyIdleCheck }) {
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
     * Starts `start` now, or once the renders before it have made room.
     * @param {{ socket: TSocketLike | null }} request
     * @param {TResponseLike} response
     * @param {() => void} startRender
     */
    admit(request, response, startRender) {
      const entry = { start: startRender, socket: request.socket, response };
      if (running < limit) return start(entry);
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
