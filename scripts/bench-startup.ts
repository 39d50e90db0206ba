// `npm run bench:startup`: time from `npm start` to the first page served, and peak memory of
// the whole process tree, on fresh data and on a second start reusing it. Prints figures only.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuild } from '../src/local/build';
import { freePort } from '../src/local/processes';
import { processTree } from './lib/proc';

// A page answers in well under a second; a hung server must not stall the measurement forever.
const PAGE_TIMEOUT_MS = 10_000;

/** Resident memory (bytes) of a process and all its descendants. */
const treeRss = (rootPid: number) => processTree(rootPid).reduce((sum, p) => sum + p.rss, 0);

async function measure(label: string, dataDir: string) {
  const port = await freePort();
  const started = performance.now();
  // As `npm start` runs it (package.json): with tsx as a loader of this process, not tsx's
  // command-line wrapper, which kills its child 30 ms after passing on a signal and so would leave
  // the stack's services running when the measurement stops it.
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: { ...process.env, RUMBO_DATA_DIR: dataDir, PORT: String(port), AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Its last lines, to say why a start failed.
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream.setEncoding('utf8').on('data', (chunk: string) => (output = (output + chunk).slice(-2_000)));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const hasExited = () => child.exitCode !== null || child.signalCode !== null;
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, treeRss(child.pid!))), 100);
  try {
    let firstPageMs = NaN;
    for (let i = 0; i < 1200 && !hasExited(); i += 1) {
      const ok = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(PAGE_TIMEOUT_MS) }).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) {
        firstPageMs = performance.now() - started;
        break;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    // A start that stopped, or never served, is said as such: never a figure of NaN.
    if (hasExited()) throw new Error(`${label}: npm start exited (code ${child.exitCode ?? child.signalCode}) before serving a page.\n${output}`);
    if (Number.isNaN(firstPageMs)) throw new Error(`${label}: npm start served no page within a minute.\n${output}`);
    for (let i = 0; i < 20; i += 1) {
      await fetch(`http://127.0.0.1:${port}/auth`, { signal: AbortSignal.timeout(PAGE_TIMEOUT_MS) }).catch(() => undefined);
      peak = Math.max(peak, treeRss(child.pid!));
    }
    console.log(`${label.padEnd(28)} first page ${(firstPageMs / 1000).toFixed(2)} s   peak RSS ${(peak / 2 ** 20).toFixed(0)} MiB`);
  } finally {
    // Stopped as Ctrl-C stops it, whatever happened: the stack's services end with it.
    clearInterval(sampler);
    if (!hasExited()) child.kill('SIGINT');
    await exited;
  }
}

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
ensureBuild(process.cwd());
const dataDir = mkdtempSync(join(tmpdir(), 'rumbo-bench-'));
try {
  console.log('npm start → first page served (production build already installed; goal ≤ 30 s)');
  await measure('fresh data (seeds 2,400 jobs)', dataDir);
  await measure('second start (reuses data)', dataDir);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
