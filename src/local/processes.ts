import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A free loopback port chosen by the OS. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Polls until `probe` succeeds or the child exits or the deadline passes. */
export async function waitFor(what: string, probe: () => Promise<boolean>, child?: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode} while starting`);
    if (await probe().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not become ready within ${timeoutMs / 1000} s`);
}

export type TChild = { name: string; process: ChildProcess; stop: () => Promise<void> };

/** Every child this process has started and that still runs, for a stop that comes while starting. */
const running = new Set<TChild>();

/** Set once everything is being stopped: a start still on its way then starts nothing more. */
let isStoppingEvery = false;

/** Stops every child this process started that still runs (their own process groups included); none starts after. */
export async function stopEveryChild(): Promise<void> {
  isStoppingEvery = true;
  await Promise.all([...running].map((child) => child.stop()));
}

/** Starts a Node child with its own process group so stopping it also stops its children. */
export function startNodeChild(name: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv; onLine?: (line: string) => void }): TChild {
  if (isStoppingEvery) throw new Error(`${name} was not started: everything is stopping`);
  const child = spawn(process.execPath, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  // A pipe hands over chunks, not lines: keep each stream's unfinished last line until it ends.
  for (const stream of [child.stdout, child.stderr]) {
    let pending = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) options.onLine?.(line);
    });
    stream?.on('end', () => {
      if (pending.trim()) options.onLine?.(pending);
    });
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), 5_000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      signalGroup(child, 'SIGTERM');
    });
  const started = { name, process: child, stop };
  running.add(started);
  child.once('exit', () => running.delete(started));
  return started;
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}
