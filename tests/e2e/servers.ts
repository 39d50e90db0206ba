import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../../src/local/processes';
import { expect } from './fixtures';

// The production server as `npm start` runs it, started here on its own port beside the suite's
// (stopping and crashing processes must not touch the server the other tests use), with the same
// database, identity service and session secret.
const stackEnv = JSON.parse(process.env.E2E_SERVER_ENV ?? '{}') as Record<string, string>;

export type TServer = { base: string; child: ChildProcess; lines: string[]; exit: Promise<number | null> };

export async function startServer(extra: Record<string, string>): Promise<TServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--max-semi-space-size=32', 'src/server/http-server.mjs', '--hostname', '127.0.0.1', '--port', String(port)], {
    env: { ...process.env, ...stackEnv, APP_URL: base, NEXTAUTH_URL: base, TRUSTED_PROXY_HOPS: '1', ...extra },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  for (const stream of [child.stdout, child.stderr]) stream.setEncoding('utf8').on('data', (chunk: string) => lines.push(...chunk.split('\n').filter(Boolean)));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { base, child, lines, exit };
}

export const listening = (server: TServer) => expect.poll(() => server.lines.find((line) => line.includes('Rumbo listening')), { timeout: 90_000 });
