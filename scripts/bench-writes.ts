// `npm run bench:writes`: one account, many writers at once. The production build on throw-away
// data; 50 clients signed in as the same person each track 10 jobs of their own, move each to
// another status and write a note on it (1,500 writes), as the tracker's buttons do (tRPC over
// HTTP). Prints the wall time, p50/p99 per kind of write and the failures, then does it all again
// with new jobs on the connections the first round opened (as the instances meet writes behind a
// load balancer that keeps its connections to them open), and reads the database directly: every
// job present exactly once, in its last status, with its note and both statuses in its history.
// Exits non-zero on a failed write or any difference. Also printed: the first wave (every writer's
// first create at once; in the first round on connections not yet open) apart from the rest, and
// the processor time per write of the app's processes and of the database engine, a figure that
// says more than the wall time when hosts differ in speed.
//   npm run bench:writes [-- --writers 50 --jobs 10] [-- --base http://127.0.0.1:4100]
// --base: writes to a server already running instead (another day's code, started with its own
// `npm start` on throw-away data and APP_URL set to that address, for a before/after on one host),
// and reads the applications back through that server's own `applications.list`, as its tracker
// does; no processor figures.
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { DEMO_USERS } from '../src/local/seed';
import { createDb } from '../src/server/db/client';
import { createApplicationsRepo } from '../src/server/db/applications-repo';
import { readCpu, stackPids } from './lib/proc';
import { signIn } from './lib/sign-in';
import { startThrowAwayStack } from './lib/throwaway-stack';

const { values } = parseArgs({ options: { writers: { type: 'string', default: '50' }, jobs: { type: 'string', default: '10' }, base: { type: 'string' } } });
const WRITERS = Number(values.writers);
const JOBS = Number(values.jobs);

type TKind = 'create' | 'status' | 'note';
type TRound = { latencies: Record<TKind, number[]>; firstWave: number[]; afterFirstWave: number[]; seconds: number; failed: number; cpu?: string };
const failures: string[] = [];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const sortedOf = (values: number[]) => [...values].sort((a, b) => a - b);
const jobUrl = (round: number, writer: number, job: number) => `https://jobs.example/bench-writes/${round}/${writer}/${job}`;
const noteOf = (round: number, writer: number, job: number) => `Note ${round}-${writer}-${job}`;

type TStored = { job_url: string; status?: string; notes?: string | null; history?: Array<{ status: string }> | null };

const running = values.base?.replace(/\/$/, '');
const throwAway = running ? undefined : await startThrowAwayStack('writes');
const base = running ?? throwAway!.base;
try {
  const cookie = await signIn(base, DEMO_USERS.subscriber);
  const pids = throwAway && stackPids(throwAway.stack.children);
  const writes = WRITERS * JOBS * 3;

  /**
   * One round: each writer's first create (all of them at once) and every write after it. Round 1
   * opens the client's connections with its first writes; round 2 finds them open.
   */
  const runRound = async (round: number): Promise<TRound> => {
    const latencies: Record<TKind, number[]> = { create: [], status: [], note: [] };
    const firstWave: number[] = [];
    const afterFirstWave: number[] = [];
    const call = async (kind: TKind, procedure: string, input: unknown) => {
      const started = performance.now();
      const response = await fetch(`${base}/api/trpc/${procedure}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, origin: base },
        body: JSON.stringify(input),
      });
      const ms = performance.now() - started;
      latencies[kind].push(ms);
      if (!response.ok) failures.push(`${kind} ${response.status} ${(await response.text()).slice(0, 200)}`);
      else await response.arrayBuffer();
      return ms;
    };
    const failedBefore = failures.length;
    const cpuBefore = pids && readCpu(pids);
    const started = performance.now();
    await Promise.all(
      Array.from({ length: WRITERS }, async (_, writer) => {
        for (let job = 0; job < JOBS; job++) {
          const job_url = jobUrl(round, writer, job);
          const created = await call('create', 'applications.create', { job_url, status: 'SAVED' });
          (job === 0 ? firstWave : afterFirstWave).push(created);
          afterFirstWave.push(await call('status', 'applications.update', { job_url, status: 'APPLIED' }));
          afterFirstWave.push(await call('note', 'applications.update', { job_url, notes: noteOf(round, writer, job) }));
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const cpuAfter = pids && readCpu(pids);
    let cpu: string | undefined;
    if (cpuBefore && cpuAfter) {
      const perWrite = (before: number, after: number) => `${((after - before) / writes).toFixed(1)} ms`;
      const db = cpuBefore.db === undefined || cpuAfter.db === undefined ? '' : `, database engine ${perWrite(cpuBefore.db, cpuAfter.db)}`;
      cpu = `  processor time per write: app ${perWrite(cpuBefore.server, cpuAfter.server)}${db}`;
    }
    return { latencies, firstWave, afterFirstWave, seconds, failed: failures.length - failedBefore, cpu };
  };

  const report = ({ latencies, firstWave, afterFirstWave, seconds, failed, cpu }: TRound) => {
    console.log(`${writes} writes by ${WRITERS} writers on one account: ${seconds.toFixed(1)} s (${(writes / seconds).toFixed(0)} writes/s)`);
    if (cpu) console.log(cpu);
    for (const kind of ['create', 'status', 'note'] as const) {
      const sorted = sortedOf(latencies[kind]);
      console.log(`  ${kind.padEnd(7)} p50 ${percentile(sorted, 50).toFixed(0).padStart(5)} ms   p99 ${percentile(sorted, 99).toFixed(0).padStart(5)} ms`);
    }
    const all = sortedOf(Object.values(latencies).flat());
    console.log(`  all     p50 ${percentile(all, 50).toFixed(0).padStart(5)} ms   p99 ${percentile(all, 99).toFixed(0).padStart(5)} ms   failed ${failed}`);
    const wave = sortedOf(firstWave);
    const rest = sortedOf(afterFirstWave);
    console.log(
      `  first wave (${wave.length} creates at once) p50 ${percentile(wave, 50).toFixed(0)} ms, slowest ${percentile(wave, 100).toFixed(0)} ms; the ${rest.length} writes after it p99 ${percentile(rest, 99).toFixed(0)} ms`,
    );
  };

  report(await runRound(1));
  // The same writers again, on the connections round 1 opened: what the instances meet behind a load
  // balancer that keeps its connections to them open (docs/quality-figures.md, "Writes on one account").
  console.log('Again, on the connections already open:');
  report(await runRound(2));
  for (const failure of failures.slice(0, 5)) console.log(`  failed: ${failure}`);

  // What the database holds, read directly (or, on a server already running, what its tracker reads).
  const stored = async (): Promise<TStored[]> => {
    if (!throwAway) {
      const response = await fetch(`${base}/api/trpc/applications.list?input=${encodeURIComponent('{}')}`, { headers: { cookie } });
      if (!response.ok) throw new Error(`applications.list answered ${response.status}`);
      return ((await response.json()) as { result: { data: TStored[] } }).result.data;
    }
    const { env, stack } = throwAway;
    const db = createDb({ region: env.AWS_REGION, endpoint: stack.appEnv.DYNAMODB_ENDPOINT, tablePrefix: env.DYNAMODB_TABLE_PREFIX, hasAwsCredentials: false });
    try {
      return await createApplicationsRepo(db).all(DEMO_USERS.subscriber.email);
    } finally {
      db.raw.destroy();
    }
  };
  const items = (await stored()).filter((item) => item.job_url.includes('/bench-writes/'));
  const differences: string[] = [];
  const byUrl = new Map(items.map((item) => [item.job_url, item]));
  if (byUrl.size !== items.length) differences.push(`${items.length - byUrl.size} duplicated items`);
  for (const round of [1, 2]) {
    for (let writer = 0; writer < WRITERS; writer++) {
      for (let job = 0; job < JOBS; job++) {
        const item = byUrl.get(jobUrl(round, writer, job));
        if (!item) differences.push(`missing ${jobUrl(round, writer, job)}`);
        else {
          const history = (item.history ?? []).map((entry) => entry.status).join();
          if (item.status !== 'APPLIED' || item.notes !== noteOf(round, writer, job) || history !== 'SAVED,APPLIED')
            differences.push(`wrong ${item.job_url}: ${item.status}, ${item.notes}, ${history}`);
        }
      }
    }
  }
  console.log(`${throwAway ? 'database' : 'read back'}: ${items.length} of ${2 * WRITERS * JOBS} applications, ${differences.length} differences`);
  for (const difference of differences.slice(0, 5)) console.log(`  ${difference}`);
  if (failures.length || differences.length) process.exitCode = 1;
} finally {
  await throwAway?.stop();
}
