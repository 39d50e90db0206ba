import { EventEmitter } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from '~/env';
import { createRenderQueue, IDLE_BELOW, isPageRender } from '~/server/render-queue.mjs';

/** A request/response pair as the queue sees it; `close` ends the render (or the client leaves). */
function exchange() {
  const response = new EventEmitter();
  const socket = { destroyed: false };
  return { request: { socket }, response, close: () => response.emit('close'), leave: () => ((socket.destroyed = true), response.emit('close')) };
}

/** A queue whose idle checks run when the test says, with the busy share the test sets. */
function queueWith(limit: number) {
  const clock = { busy: 1, tick: undefined as (() => void) | undefined, stopped: 0 };
  const queue = createRenderQueue({
    limit,
    busyShare: () => clock.busy,
    setTimer: (tick) => {
      clock.tick = tick;
      return { stop: () => ((clock.tick = undefined), clock.stopped++) };
    },
  });
  const started: number[] = [];
  const admit = (n: number) => {
    const pair = exchange();
    queue.admit(pair.request, pair.response, () => started.push(n));
    return pair;
  };
  return { queue, clock, started, admit };
}

describe('page renders taking their turn', () => {
  it('starts at most the limit at once and the others in arrival order as renders end', () => {
    const { queue, started, admit } = queueWith(2);
    const [a, b, , d] = [1, 2, 3, 4].map(admit);
    expect(started).toEqual([1, 2]);
    expect(queue.counts()).toEqual({ running: 2, waiting: 2 });
    b!.close();
    expect(started).toEqual([1, 2, 3]);
    a!.close();
    a!.close();
    expect(started).toEqual([1, 2, 3, 4]);
    d!.close();
    expect(queue.counts()).toEqual({ running: 1, waiting: 0 });
  });

  it('skips a waiting request whose client has left', () => {
    const { queue, started, admit } = queueWith(1);
    const a = admit(1);
    admit(2).leave();
    admit(3);
    a.close();
    expect(started).toEqual([1, 3]);
    expect(queue.counts()).toEqual({ running: 1, waiting: 0 });
  });

  it('starts a waiting render beyond the limit when the process was idle, and only then', () => {
    const { queue, clock, started, admit } = queueWith(1);
    [1, 2, 3].forEach(admit);
    expect(clock.tick).toBeDefined();
    clock.busy = 0.95;
    clock.tick!();
    expect(started).toEqual([1]);
    clock.busy = IDLE_BELOW / 2;
    clock.tick!();
    expect(started).toEqual([1, 2]);
    clock.tick!();
    expect(started).toEqual([1, 2, 3]);
    expect(queue.counts()).toEqual({ running: 3, waiting: 0 });
    // Nothing waits: the checks stop.
    expect(clock.tick).toBeUndefined();
    expect(clock.stopped).toBe(1);
  });

  it('takes page requests only: not the API, Next static files or other files', () => {
    for (const url of ['/', '/dashboard', '/jobs/abc?x=1', '/auth?callbackUrl=%2Fjobs', '/es/settings', '/dashboard?_rsc=1x']) expect(isPageRender(url), url).toBe(true);
    for (const url of ['/api/trpc/jobs.latest', '/api/health', '/_next/static/chunks/a.js', '/favicon.ico', '/icon.svg', '/apple-icon.png?v=2'])
      expect(isPageRender(url), url).toBe(false);
  });

  it('reads RENDER_CONCURRENCY as a whole number from 1 to 256, naming it when wrong', () => {
    expect(parseEnv({ RENDER_CONCURRENCY: '8' }).RENDER_CONCURRENCY).toBe(8);
    expect(parseEnv({ RENDER_CONCURRENCY: '' }).RENDER_CONCURRENCY).toBeUndefined();
    for (const value of ['0', '2.5', 'many', '1000']) expect(() => parseEnv({ RENDER_CONCURRENCY: value })).toThrow(ConfigError);
    expect(() => parseEnv({ RENDER_CONCURRENCY: '0' })).toThrow(/RENDER_CONCURRENCY/);
  });
});

describe('page renders taking their turn in a real server', () => {
  /** A server whose every request runs `work` through a queue of one; answers the most renders seen at once. */
  async function serverWith(work: () => Promise<void> | void) {
    const queue = createRenderQueue({ limit: 1 });
    let running = 0;
    let most = 0;
    const server = createServer((request, response) =>
      queue.admit(request, response, () => {
        running++;
        most = Math.max(most, running);
        void Promise.resolve(work()).then(() => {
          running--;
          response.end('ok');
        });
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const load = async (n: number) => {
      const answers = await Promise.all(Array.from({ length: n }, () => fetch(url).then((r) => r.text())));
      await new Promise<void>((resolve) => server.close(() => resolve()));
      return { answers, most };
    };
    return { load };
  }

  it('renders one at a time while the process is busy', async () => {
    const busy = () => {
      const until = performance.now() + 40;
      while (performance.now() < until);
    };
    const { answers, most } = await (await serverWith(busy)).load(4);
    expect(answers).toEqual(['ok', 'ok', 'ok', 'ok']);
    expect(most).toBe(1);
  });

  it('starts the waiting renders when the first ones only wait (on a database or an API)', async () => {
    const waits = () => new Promise<void>((resolve) => setTimeout(resolve, 1_000));
    const { answers, most } = await (await serverWith(waits)).load(4);
    expect(answers).toEqual(['ok', 'ok', 'ok', 'ok']);
    expect(most).toBe(4);
  });
});
