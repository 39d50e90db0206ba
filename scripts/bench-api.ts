// `npm run bench:api`: the production build with 10,000 jobs; autocannon (50 connections, 10 s)
// on the tRPC jobs list and on a plain route handler serving the same data, in the same run,
// then on the signed-in /dashboard render. Prints figures only.
//   npm run bench:api [-- --baseline ../other-checkout]
// --baseline: also starts that checkout's production build (built there if needed) beside this one
// and loads both dashboards in turns (A-B-B-A, twice), so a before/after ratio comes from one run
// on one machine instead of two runs whose figures the machine's own swings can move by a fifth.
// Last, the server's own CPU time per /dashboard render (user + system time of its process and its
// worker processes over 1,000 renders at 4 connections, from /proc): a steadier figure than
// throughput, which the other processes on the machine (the load generator, the database) share;
// beside it the local database engine's CPU time over the same renders, its share of the cores.
// The server runs as `npm start` runs it: one process per core unless WEB_CONCURRENCY says otherwise.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { generateDemoJobs } from '../src/local/demo-jobs';
import { DEMO_USERS } from '../src/local/seed';
import { createDb } from '../src/server/db/client';
import { createJobsRepo } from '../src/server/db/jobs-repo';
import { machineTicks, readCpu, stackPids, TICKS_PER_SECOND, type TCpu, type TPids } from './lib/proc';
import { signIn } from './lib/sign-in';
import { startThrowAwayStack } from './lib/throwaway-stack';

const JOB_COUNT = 10_000;
const CONNECTIONS = 50;
const SECONDS = 10;

async function load(label: string, url: string, cookie: string, seconds = SECONDS) {
  const before = machineTicks();
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: { cookie } });
  const after = machineTicks();
  const failures = result.non2xx + result.errors + result.timeouts;
  // Every process's CPU time per request (server, database, load generator, anything else running).
  const busy = after.busy - before.busy;
  const machineMs = (busy * 1000) / TICKS_PER_SECOND / Math.max(1, result.requests.total);
  const idle = 100 * (1 - busy / Math.max(1, after.total - before.total));
  if (label)
    console.log(
      `${label.padEnd(34)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(5)} ms   p99 ${String(result.latency.p99).padStart(5)} ms   machine CPU ${machineMs.toFixed(1)} ms/request, ${idle.toFixed(0)} % idle${failures ? `   (${failures} failed)` : ''}`,
    );
  return result;
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/** Warm-up runs stop once one is no more than this much faster than the best before it. */
const WARM_GAIN = 1.03;
const WARM_SECONDS = 5;
const WARM_MAX_RUNS = 16;

/**
 * Loads a page in 5 s runs until its throughput stops rising (a run less than 3 % above the best
 * before it, after at least four), at most 80 s, and prints the runs. A render keeps getting
 * faster while the engine optimises its hot paths, and a server with two processes needs twice the
 * renders for that: a fixed warm-up measured it before it was done (its first measured runs read
 * 10–15 % below its last), and a baseline with one process after.
 */
async function warmUp(label: string, url: string, cookie: string) {
  const rates: number[] = [];
  for (let run = 0; run < WARM_MAX_RUNS; run++) {
    const rate = (await load('', url, cookie, WARM_SECONDS)).requests.average;
    const isRising = rates.length < 3 || rate >= WARM_GAIN * Math.max(...rates);
    rates.push(rate);
    if (!isRising) break;
  }
  console.log(`warm-up, ${label}: ${rates.map((rate) => rate.toFixed(0)).join(', ')} req/s (${WARM_SECONDS} s runs)`);
}

const CPU_RENDERS = 1_000;

/**
 * CPU time per render of `url`, over CPU_RENDERS renders at 4 connections: the server's, and the
 * local database engine's when the stack runs one (it shares the machine's cores with the server).
 */
async function cpuPerRender(pids: TPids, url: string, cookie: string): Promise<TCpu> {
  const before = readCpu(pids);
  const result = await autocannon({ url, connections: 4, amount: CPU_RENDERS, headers: { cookie } });
  if (result.non2xx + result.errors + result.timeouts) throw new Error(`${url}: failed renders while measuring CPU`);
  const after = readCpu(pids);
  return {
    server: (after.server - before.server) / CPU_RENDERS,
    db: after.db === undefined || before.db === undefined ? undefined : (after.db - before.db) / CPU_RENDERS,
  };
}
const cpuLine = (label: string, ms: TCpu) => `${label.padEnd(34)} ${ms.server.toFixed(1)} ms${ms.db === undefined ? '' : `   (database engine ${ms.db.toFixed(1)} ms)`}`;
const { values: options } = parseArgs({ options: { baseline: { type: 'string' } } });

/** A stack of the given checkout with the 10,000 jobs loaded and the demo subscriber signed in. */
async function startLoaded(name: string, label: string, root?: string) {
  const { base, stack, stop } = await startThrowAwayStack(name, root);
  // A step that fails after the start stops the stack it started: no service is left running.
  try {
    const db = createDb({ region: 'eu-west-3', endpoint: stack.appEnv.DYNAMODB_ENDPOINT, tablePrefix: stack.appEnv.DYNAMODB_TABLE_PREFIX ?? '', hasAwsCredentials: false });
    const loading = performance.now();
    await createJobsRepo(db).putMany(generateDemoJobs(Date.now(), JOB_COUNT));
    db.raw.destroy();
    console.log(`${label}: ${JOB_COUNT.toLocaleString('en')} jobs loaded in ${((performance.now() - loading) / 1000).toFixed(1)} s`);
    const pids = stackPids(stack.children);
    if (!pids) throw new Error('no app process');
    return { base, stop, pids, cookie: await signIn(base, DEMO_USERS.subscriber) };
  } catch (error) {
    await stop();
    throw error;
  }
}

const { base, stop, cookie, pids } = await startLoaded('bench-api', 'this checkout');
let baseline: Awaited<ReturnType<typeof startLoaded>> | undefined;
try {
  if (options.baseline) baseline = await startLoaded('bench-api-baseline', `baseline ${options.baseline}`, resolve(options.baseline));
  console.log(`${CONNECTIONS} connections, ${SECONDS} s per run\n`);
  const trpc = `${base}/api/trpc/jobs.latest`;
  const plain = `${base}/api/jobs`;
  // Warm-up: compiles the hot paths and lets the database engine settle after the bulk load
  // (measured throughput kept rising for about 30 s without it).
  for (const url of [trpc, plain, `${base}/dashboard`, trpc, plain]) await load('', url, cookie, 5);
  // A-B-B-A order, so neither side gains from running first or last on a shared 2-core machine.
  const runs = { plain: [] as number[], trpc: [] as number[] };
  for (const [label, url, side] of [
    ['plain route handler /api/jobs', plain, 'plain'],
    ['tRPC jobs.latest', trpc, 'trpc'],
    ['tRPC jobs.latest', trpc, 'trpc'],
    ['plain route handler /api/jobs', plain, 'plain'],
  ] as const)
    runs[side].push((await load(label, url, cookie)).requests.average);
  console.log(
    `mean req/s: tRPC ${mean(runs.trpc).toFixed(0)}, plain ${mean(runs.plain).toFixed(0)}; ratio tRPC / plain ${(mean(runs.trpc) / mean(runs.plain)).toFixed(2)} (goal ≥ 0.85)\n`,
  );
  await warmUp('/dashboard, this checkout', `${base}/dashboard`, cookie);
  if (!baseline) {
    const dashboard = await load('signed-in /dashboard render', `${base}/dashboard`, cookie);
    console.log(`/dashboard render p99               ${dashboard.latency.p99} ms`);
    console.log(cpuLine('/dashboard server CPU per render', await cpuPerRender(pids, `${base}/dashboard`, cookie)));
  } else {
    await warmUp('/dashboard, baseline', `${baseline.base}/dashboard`, baseline.cookie);
    const renders = { now: [] as number[], before: [] as number[] };
    for (const side of ['now', 'before', 'before', 'now', 'now', 'before', 'before', 'now'] as const) {
      const target = side === 'now' ? { url: `${base}/dashboard`, cookie } : { url: `${baseline.base}/dashboard`, cookie: baseline.cookie };
      renders[side].push((await load(`/dashboard render, ${side === 'now' ? 'this checkout' : 'baseline'}`, target.url, target.cookie)).requests.average);
    }
    console.log(
      `mean req/s: this checkout ${mean(renders.now).toFixed(1)}, baseline ${mean(renders.before).toFixed(1)}; ratio ${(mean(renders.now) / mean(renders.before)).toFixed(2)} (goal ≥ 2)\n`,
    );
    const cpu = { now: [] as number[], before: [] as number[] };
    const db = { now: [] as number[], before: [] as number[] };
    for (const side of ['now', 'before', 'before', 'now'] as const) {
      const target = side === 'now' ? { pids, url: `${base}/dashboard`, cookie } : { pids: baseline.pids, url: `${baseline.base}/dashboard`, cookie: baseline.cookie };
      const ms = await cpuPerRender(target.pids, target.url, target.cookie);
      cpu[side].push(ms.server);
      if (ms.db !== undefined) db[side].push(ms.db);
      console.log(cpuLine(`/dashboard CPU per render, ${side === 'now' ? 'this checkout' : 'baseline'}`, ms));
    }
    console.log(
      `mean server CPU per render: this checkout ${mean(cpu.now).toFixed(1)} ms, baseline ${mean(cpu.before).toFixed(1)} ms; ratio ${(mean(cpu.before) / mean(cpu.now)).toFixed(2)} renders per CPU second against the baseline` +
        (db.now.length && db.before.length ? `\nmean database engine CPU per render: this checkout ${mean(db.now).toFixed(1)} ms, baseline ${mean(db.before).toFixed(1)} ms` : ''),
    );
  }
} finally {
  await baseline?.stop();
  await stop();
}
