import { EventEmitter } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from '~/env';
import { connect } from 'node:net';
import { createRenderQueue, IDLE_BELOW, isPageRender, MAX_WAITING, refuseBusy } from '~/server/render-queue.mjs';
import { applyServerLimits, SERVER_LIMITS, SERVER_OPTIONS } from '~/server/server-limits.mjs';

/** A request/response pair as the queue sees it; `close` ends the render (or the client leaves). */
function exchange() {
  const response = new EventEmitter();
  const socket = { destroyed: false };
  return { request: { socket }, response, close: () => response.emit('close'), leave: () => ((socket.destroyed = true), response.emit('close')) };
}

/** A queue whose idle checks run when the test says, with the busy share the test sets. */
function queueWith(limit: number, maxWaiting?: number) {
  const clock = { busy: 1, tick: undefined as (() => void) | undefined, stopped: 0 };
  const queue = createRenderQueue({
    limit,
    maxWaiting,
    busyShare: () => clock.busy,
    setTimer: (tick) => {
      clock.tick = tick;
      return { stop: () => ((clock.tick = undefined), clock.stopped++) };
    },
  });
  const started: number[] = [];
  const refused: number[] = [];
  const admit = (n: number) => {
    const pair = exchange();
    queue.admit(
      pair.request,
      pair.response,
      () => started.push(n),
      () => refused.push(n),
    );
    return pair;
  };
  return { queue, clock, started, refused, admit };
}

describe('page renders taking their turn', () => {
  it('lets at most its bound wait, and turns the next away at once (503, in the browser’s language)', () => {
    expect(MAX_WAITING).toBe(100);
    const { started, refused, admit, queue } = queueWith(1, 2);
    const first = admit(1);
    admit(2);
    admit(3);
    admit(4);
    expect([started, refused, queue.counts()]).toEqual([[1], [4], { running: 1, waiting: 2 }]);
    first.close();
    admit(5);
    expect([started, refused]).toEqual([[1, 2], [4]]);
    const answers: Array<{ status: number; headers: Record<string, string>; body: string }> = [];
    const response = { writeHead: (status: number, headers: Record<string, string>) => ({ end: (body: string) => void answers.push({ status, headers, body }) }) };
    refuseBusy({ headers: { 'accept-language': 'es-MX,es;q=0.9' } }, response);
    refuseBusy({ headers: {} }, response);
    expect(answers.map((a) => [a.status, a.headers['retry-after'], /lang="(\w+)"/.exec(a.body)?.[1]])).toEqual([
      [503, '2', 'es'],
      [503, '2', 'en'],
    ]);
    expect(answers[0]!.body).toContain('Vuelve a intentarlo en unos segundos.');
  });

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

describe('the limits of a server process', () => {
  it('waits 15 s for headers and 60 s for a whole request, and takes at most 2,000 connections', () => {
    const server = createServer();
    applyServerLimits(server);
    expect([server.headersTimeout, server.requestTimeout, server.maxConnections]).toEqual([15_000, 60_000, 2_000]);
    expect(SERVER_LIMITS).toEqual({ headersTimeoutMs: 15_000, requestTimeoutMs: 60_000, maxConnections: 2_000 });
    expect(SERVER_OPTIONS.connectionsCheckingInterval).toBeLessThanOrEqual(2_000);
  });

  it('cuts off a client that trickles its headers past the limit, and refuses connections past the cap', async () => {
    const server = createServer({ connectionsCheckingInterval: 50 }, (_request, response) => response.end('ok'));
    applyServerLimits(server, { headersTimeoutMs: 300, requestTimeoutMs: 300, maxConnections: 1 });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const slow = connect(port, '127.0.0.1');
    slow.write('GET / HTTP/1.1\r\nHost: x\r\n');
    const ended = new Promise<string>((resolve) => {
      let text = '';
      slow.on('data', (chunk) => (text += chunk.toString()));
      slow.on('close', () => resolve(text));
    });
    // A second connection while the first is open is past the cap: closed at once.
    const second = connect(port, '127.0.0.1');
    const secondClosed = new Promise<boolean>((resolve) => second.on('close', () => resolve(true)));
    expect(await secondClosed).toBe(true);
    const started = Date.now();
    expect(await ended).toMatch(/^HTTP\/1\.1 408/);
    expect(Date.now() - started).toBeLessThan(3_000);
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
});
