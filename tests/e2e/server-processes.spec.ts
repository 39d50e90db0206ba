import { request as httpRequest } from 'node:http';
import { processes } from '../../scripts/lib/proc';
import { STOP_TIMEOUT_MS } from '../../src/server/workers.mjs';
import { expect, test } from './fixtures';
import { listening, startServer, type TServer } from './servers';

/** The worker processes the server's primary started. */
const workersOf = (pid: number) => processes().flatMap((p) => (p.parent === pid ? [p.pid] : []));
const ticksOf = (pid: number) => processes().find((p) => p.pid === pid)?.ticks;

/** A stop signal ends the primary cleanly and every worker with it, without waiting for the give-up time. */
async function stopsEveryProcess(server: TServer) {
  const all = workersOf(server.child.pid!);
  const stopping = performance.now();
  server.child.kill('SIGTERM');
  expect(await server.exit).toBe(0);
  expect(performance.now() - stopping).toBeLessThan(STOP_TIMEOUT_MS / 2);
  await expect.poll(() => all.filter((pid) => ticksOf(pid) !== undefined)).toEqual([]);
}

/** One request on a connection of its own, as separate visitors arrive: the primary hands each connection to the next worker. */
function send(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: init.method ?? 'GET', headers: init.headers, agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

test.describe('the production server with several processes (WEB_CONCURRENCY)', () => {
  test.setTimeout(240_000);

  test('each process serves, rate limits count across them, a crashed one is replaced, and a stop ends them all', async () => {
    const server = await startServer({ WEB_CONCURRENCY: '2', PROCESS_STALL_MS: '3000' });
    try {
      await listening(server).toContain('2 server processes');
      const primary = server.child.pid!;
      const first = workersOf(primary);
      expect(first).toHaveLength(2);

      await test.step('each process loaded its routes before it took a request: the readiness probe, a read, a refused write and a page', () => {
        const warmed = server.lines.filter((line) => line.includes('"msg":"Warmed up"')).map((line) => JSON.parse(line) as { pid: number; statuses: number[] });
        expect(warmed.map((line) => line.pid).sort()).toEqual([...first].sort());
        // Answered by the routes themselves: ready, a signed-out visitor’s access, a write refused for want of a session, the sign-in page.
        for (const line of warmed) expect(line.statuses).toEqual([200, 200, 401, 200]);
      });

      await test.step('requests on separate connections reach both processes', async () => {
        const before = first.map((pid) => ticksOf(pid)!);
        for (let i = 0; i < 40; i += 1) expect(await send(`${server.base}/auth`)).toBe(200);
        // Both did work (a page render costs milliseconds of CPU; the ticks are 10 ms).
        first.forEach((pid, i) => expect(ticksOf(pid), `worker ${i + 1}`).toBeGreaterThan(before[i]!));
      });

      await test.step('sign-in attempts from one address are counted together, whichever process takes them', async () => {
        const statuses: number[] = [];
        for (let i = 0; i < 41; i += 1) {
          const body = JSON.stringify({ username: `guess-${i}-${Date.now()}@example.com`, password: 'Guess#2026abc' });
          statuses.push(
            await send(`${server.base}/api/trpc/auth.signIn`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', origin: server.base, 'x-forwarded-for': '203.0.113.77' },
              body,
            }),
          );
        }
        expect(statuses.slice(0, 40).filter((status) => status === 429)).toEqual([]);
        expect(statuses[40]).toBe(429);
      });

      await test.step('a process that dies is replaced and the server keeps answering', async () => {
        process.kill(first[0]!, 'SIGKILL');
        await expect.poll(() => server.lines.some((line) => line.includes('A server process stopped (SIGKILL); starting another.'))).toBe(true);
        await expect.poll(() => workersOf(primary).filter((pid) => !first.includes(pid)), { timeout: 60_000 }).toHaveLength(1);
        for (let i = 0; i < 6; i += 1) expect(await send(`${server.base}/api/health`)).toBe(200);
      });

      await test.step('a process that stops answering (its event loop stuck, here the process stopped) is ended and replaced', async () => {
        const before = workersOf(primary);
        const stuck = first[1]!;
        process.kill(stuck, 'SIGSTOP');
        await expect.poll(() => server.lines.some((line) => line.includes('A server process has not answered for over 3000 ms; replacing it.')), { timeout: 30_000 }).toBe(true);
        await expect.poll(() => ticksOf(stuck), { timeout: 30_000 }).toBeUndefined();
        await expect.poll(() => workersOf(primary).filter((pid) => !before.includes(pid)), { timeout: 60_000 }).toHaveLength(1);
      });

      // The replacement is still starting (it takes seconds): the stop must reach it too.
      await test.step('a stop signal ends every process, one still starting included', async () => {
        await stopsEveryProcess(server);
      });
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
    }
  });

  test('a stop that comes while every process is still starting ends them all at once', async () => {
    const server = await startServer({ WEB_CONCURRENCY: '2' });
    try {
      const primary = server.child.pid!;
      // Both processes exist but neither has got far into starting (loading Next takes seconds).
      await expect.poll(() => workersOf(primary), { intervals: [20] }).toHaveLength(2);
      await stopsEveryProcess(server);
      expect(server.lines.some((line) => line.includes('Rumbo listening'))).toBe(false);
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
    }
  });

  test('served over https (APP_URL), every answer carries HSTS, although the build was made for http', async () => {
    // The suite's build was made with an http APP_URL, as the container image is made with none.
    // A public address outside the local mode: payments must be real or declared a test deployment.
    const server = await startServer({ WEB_CONCURRENCY: '1', APP_URL: 'https://rumbo.example', NEXTAUTH_URL: 'https://rumbo.example', ALLOW_TEST_PAYMENTS: 'true' });
    try {
      await listening(server).toBeTruthy();
      for (const path of ['/api/health', '/privacy', '/_next/static/not-there.js']) {
        const answer = await fetch(`${server.base}${path}`);
        expect(answer.headers.get('strict-transport-security'), path).toBe('max-age=63072000; includeSubDomains');
      }
      // Over http, none (the suite's own server).
      expect((await fetch(`${process.env.E2E_BASE_URL}/api/health`)).headers.get('strict-transport-security')).toBeNull();
    } finally {
      server.child.kill('SIGTERM');
      await server.exit;
    }
  });

  test('refuses in-memory rate-limit counters with more than one process, naming the variable', async () => {
    const server = await startServer({ WEB_CONCURRENCY: '2', RATE_LIMIT_STORE: 'memory' });
    expect(await server.exit).toBe(1);
    expect(server.lines.join('\n')).toContain('RATE_LIMIT_STORE: memory counts per process; with WEB_CONCURRENCY above 1 set dynamodb or leave it unset');
  });

  test('refuses payments that would fail open before it serves, naming what is missing', async () => {
    const server = await startServer({ WEB_CONCURRENCY: '2', STRIPE_SECRET_KEY: 'sk_test_partial', STRIPE_WEBHOOK_SECRET: '', STRIPE_PRICE_ID: '' });
    expect(await server.exit).toBe(1);
    const output = server.lines.join('\n');
    expect(output).toContain('STRIPE_WEBHOOK_SECRET: required because STRIPE_SECRET_KEY is set');
    expect(output).not.toContain('Rumbo listening');
  });
});
