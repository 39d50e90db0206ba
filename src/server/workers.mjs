// Plain JavaScript (like http-server.mjs, which uses it) because the production entry runs under bare `node`.
// Node runs a server's JavaScript on one core; the production server starts one process per core
// (WEB_CONCURRENCY) sharing one listening port, as separate app instances would behind a balancer.
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { log } from './log.mjs';

/** At most this many server processes unless WEB_CONCURRENCY says otherwise (each holds its own caches). */
export const DEFAULT_MAX_WORKERS = 4;
/** A process whose event loop has not answered its primary for this long is ended and replaced (PROCESS_STALL_MS). */
export const DEFAULT_STALL_MS = 10_000;
/** How often each process tells its primary it is alive (from its event loop, so a stuck loop falls silent). */
export const HEARTBEAT_MS = 1_000;

/** How long a stop waits for the requests in flight before it ends the processes left. */
export const STOP_TIMEOUT_MS = 15_000;

/**
 * How many server processes: WEB_CONCURRENCY when set, else one per core, at most DEFAULT_MAX_WORKERS.
 * @param {number | undefined} configured
 * @param {number} [cores]
 */
export function workerCount(configured, cores = availableParallelism()) {
  return configured ?? Math.max(1, Math.min(cores, DEFAULT_MAX_WORKERS));
}

/**
 * What the workers need in their environment beyond the primary's, or the configuration problem
 * that forbids several processes: in-memory rate-limit counters would give each process its own
 * count, so several processes keep theirs in the database (as several instances do).
 * @param {number} count
 * @param {'memory' | 'dynamodb' | undefined} rateLimitStore
 * @returns {{ env: Record<string, string> } | { problem: string }}
 */
export function workerSetup(count, rateLimitStore) {
  if (count === 1) return { env: {} };
  if (rateLimitStore === 'memory') return { problem: 'RATE_LIMIT_STORE: memory counts per process; with WEB_CONCURRENCY above 1 set dynamodb or leave it unset' };
  return { env: { RATE_LIMIT_STORE: 'dynamodb' } };
}

/**
 * The processes that have served (`since` holds when each last said it was alive) and fell silent
 * for longer than `stallMs` at `now`.
 * @param {Map<number, number>} since
 * @param {number} now
 * @param {number} stallMs
 * @returns {number[]}
 */
export function stalledWorkers(since, now, stallMs) {
  return [...since].flatMap(([id, at]) => (now - at > stallMs ? [id] : []));
}

/** In a worker: says "alive" to the primary every HEARTBEAT_MS, from the event loop (silent when it is stuck). */
export function sendHeartbeats() {
  if (!process.send) return;
  setInterval(() => process.send?.({ rumbo: 'alive' }), HEARTBEAT_MS).unref();
}

/**
 * The primary process: starts `count` workers (each runs this same entry and serves), reports once
 * all of them listen, starts a new one when one stops unexpectedly, and on a stop signal asks each
 * (SIGTERM) to finish its requests and exits when they have. A worker that stops before it ever
 * listened means the app cannot start: the primary stops the others and exits with an error. A
 * worker that served and then fell silent for `stallMs` (its event loop stuck, or the process
 * stopped) is killed, and so replaced like one that died.
 * @param {{ count: number, env: Record<string, string>, onListening: () => void, stallMs?: number }} options
 */
export function runPrimary({ count, env, onListening, stallMs = DEFAULT_STALL_MS }) {
  const listened = new Set();
  /** @type {Map<number, number>} */
  const alive = new Map();
  let stopping = false;
  const watch = setInterval(() => {
    if (stopping) return;
    for (const id of stalledWorkers(alive, Date.now(), stallMs)) {
      const worker = cluster.workers?.[id];
      alive.delete(id);
      if (!worker || worker.isDead()) continue;
      log.error({ event: 'process-stalled', stallMs }, `A server process has not answered for over ${stallMs} ms; replacing it.`);
      worker.process.kill('SIGKILL');
    }
  }, HEARTBEAT_MS);
  watch.unref();
  const running = () => Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined && !worker.isDead());
  const stopAll = (/** @type {number} */ code) => {
    if (stopping) return;
    stopping = true;
    // A signal, not a message: a worker still starting has no listener yet and a message would be
    // lost (it would serve until the give-up time); a signal before its handler ends it at once.
    for (const worker of running()) worker.process.kill('SIGTERM');
    const force = setTimeout(() => {
      for (const worker of running()) worker.process.kill('SIGKILL');
      process.exit(code);
    }, STOP_TIMEOUT_MS);
    force.unref();
    const finish = () => (running().length ? undefined : process.exit(code));
    cluster.on('exit', finish);
    finish();
  };
  const start = () => {
    const worker = cluster.fork(env);
    worker.on('message', (/** @type {unknown} */ message) => {
      if (message && typeof message === 'object' && 'rumbo' in message && message.rumbo === 'alive') alive.set(worker.id, Date.now());
    });
    worker.once('listening', () => {
      listened.add(worker.id);
      alive.set(worker.id, Date.now());
      if (listened.size === count) onListening();
    });
    worker.once('exit', (code, signal) => {
      alive.delete(worker.id);
      if (stopping) return;
      if (!listened.has(worker.id)) {
        log.error({ signal, code }, `A server process stopped while starting (${signal ?? `exit code ${code}`}); stopping.`);
        stopAll(1);
        return;
      }
      log.error({ signal, code }, `A server process stopped (${signal ?? `exit code ${code}`}); starting another.`);
      start();
    });
  };
  // Ready for a stop before the first process exists: a signal that came between a fork and this
  // line would end the primary by the default action, leaving its workers to end on their own.
  for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => stopAll(0));
  for (let i = 0; i < count; i += 1) start();
}
