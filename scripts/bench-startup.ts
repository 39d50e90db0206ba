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
  const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/start.ts'], {
    env: { ...process.env, RUMBO_DATA_DIR: dataDir, PORT: String(port), AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    stdio: 'ignore',
  });
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, treeRss(child.pid!))), 100);
  let firstPageMs = NaN;
  for (let i = 0; i < 1200; i += 1) {
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
  for (let i = 0; i < 20; i += 1) {
    await fetch(`http://127.0.0.1:${port}/auth`, { signal: AbortSignal.timeout(PAGE_TIMEOUT_MS) }).catch(() => undefined);
    peak = Math.max(peak, treeRss(child.pid!));
  }
  clearInterval(sampler);
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGINT');
  await exited;
  console.log(`${label.padEnd(28)} first page ${(firstPageMs / 1000).toFixed(2)} s   peak RSS ${(peak / 2 ** 20).toFixed(0)} MiB`);
}

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
ensureBuild(process.cwd());
const dataDir = mkdtempSync(join(tmpdir(), 'rumbo-bench-'));
try {
  console.log('npm start → first page served (production build already installed; goal ≤ 30 s)');
  await measure('fresh data (seeds 2,400 jobs)', dataDir);
  await measure('second start (reuses data)', dataDir);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
