// `npm run bench:load`: many people at once on two instances behind a load balancer, then what the
// database holds. The production build on throw-away data; two instances of it (one process each,
// as two one-CPU containers run) behind Debian's HAProxy balancing request by request; 50
// subscribers of their own, each signed in through the balancer, reading (matches, latest jobs with
// filters, the tracker's list, job pages, their resume match) and writing (saving and applying,
// moves, notes, dates, preferences, name, one resume upload) as fast as answers come, for 60 s.
// Prints throughput, p50/p99 per operation, errors and the machine; then reads the database
// directly and reconciles it with every write the server acknowledged (scripts/lib/reconcile.ts).
// Exits non-zero on an error, an answer showing someone else's data, or any difference.
//   npm run bench:load [-- --seconds 60 --users 50]      (or BENCH_LOAD_SECONDS=10)
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { ensureUser } from '../src/local/cognito';
import { freePort, startNodeChild, waitFor } from '../src/local/processes';
import { systemClock } from '../src/domain/clock';
import { createDb, type TDb } from '../src/server/db/client';
import { tableName, type TTable } from '../src/server/db/tables';
import { createUsersRepo } from '../src/server/db/users-repo';
import { createLocalPayments } from '../src/server/payments/local';
import { ensureHaproxy, haproxyConfig } from './lib/haproxy';
import { createLoadUser, MARK_PATTERN, markOf, newTally, READS, WRITES, type TShared } from './lib/load-client';
import { describeDifference, reconcile, type TRecord } from './lib/reconcile';
import { signIn } from './lib/sign-in';
import { startThrowAwayStack } from './lib/throwaway-stack';
import { realSystem } from './lib/chromium';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: process.env.BENCH_LOAD_SECONDS ?? '60' },
    users: { type: 'string', default: '50' },
    processes: { type: 'string', default: '1' },
  },
});
const SECONDS = Number(values.seconds);
const USERS = Number(values.users);
const DAY_MS = 86_400_000;

const ZApplicationRow = z.object({
  user_email: z.string(),
  job_url: z.string(),
  status: z.string().optional(),
  notes: z.string().optional(),
  interview_at: z.number().optional(),
  follow_up_at: z.number().optional(),
  history: z.array(z.object({ status: z.string() })).default([]),
});
const ZUserRow = z.object({
  user_email: z.string(),
  name: z.string().optional(),
  job_preferences: z
    .object({ locations: z.array(z.string()), fields: z.array(z.string()) })
    .partial()
    .optional(),
  job_exclusions: z
    .object({ excluded_titles: z.array(z.string()) })
    .partial()
    .optional(),
  resume_requests: z.array(z.string()).default([]),
});
const ZRequestRow = z.object({ request_id: z.string(), owner_email: z.string(), status: z.string() });

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`.padStart(9);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');

const haproxy = ensureHaproxy(realSystem);
if (!haproxy.ok) throw new Error(haproxy.message);

// Both instances are told the balancer's address (the one people use); pace counters live in the database.
const balancerPort = await freePort();
const front = `http://127.0.0.1:${balancerPort}`;
Object.assign(process.env, { WEB_CONCURRENCY: values.processes, RATE_LIMIT_STORE: 'dynamodb', TRUSTED_PROXY_HOPS: '1' });
// The instances' error lines, printed after the figures when a request failed.
const serverErrors: string[] = [];
const keepErrors = (instance: string) => (line: string) => {
  if (/"level":(50|60)|error/i.test(line)) serverErrors.push(`${instance}: ${line}`);
};
const { env, stack, stop, dataDir } = await startThrowAwayStack('load', process.cwd(), { appUrl: front, log: keepErrors('a') });
let second: Awaited<ReturnType<typeof startNodeChild>> | undefined;
let balancer: ChildProcess | undefined;
const db = createDb({ region: env.AWS_REGION, endpoint: stack.appEnv.DYNAMODB_ENDPOINT, tablePrefix: env.DYNAMODB_TABLE_PREFIX, hasAwsCredentials: false });
try {
  const secondPort = await freePort();
  const args = ['--max-semi-space-size=32', join(process.cwd(), 'src', 'server', 'http-server.mjs'), '--hostname', '127.0.0.1', '--port', String(secondPort)];
  second = startNodeChild('second instance', args, { cwd: process.cwd(), env: { ...stack.appEnv, PORT: String(secondPort) }, onLine: keepErrors('b') });
  await waitFor('the second instance', async () => (await fetch(`http://127.0.0.1:${secondPort}/api/health`)).ok, second.process, 120_000);
  const bases = [`http://127.0.0.1:${stack.appEnv.PORT}`, `http://127.0.0.1:${secondPort}`];
  writeFileSync(join(dataDir, 'haproxy.cfg'), haproxyConfig(balancerPort, bases));
  balancer = spawn(haproxy.path, ['-db', '-f', join(dataDir, 'haproxy.cfg')], { stdio: 'ignore' });
  await waitFor('both instances behind the balancer', async () => {
    const served = await Promise.all([0, 1, 2, 3].map(async () => (await fetch(`${front}/api/ready`)).headers.get('x-served-by')));
    return new Set(served).size === 2;
  });

  // Accounts made up front as the browser tests make theirs: the identity service's user, then a paid subscription.
  const users = await accounts(db, USERS);
  const cookies = await inBatches(users, 5, (user) => signIn(front, user));
  if (cookies.some((cookie) => !cookie.includes('session-token'))) throw new Error('A sign-in through the balancer gave no session');

  const tally = newTally();
  const shared: TShared = { locations: [], fields: [], jobUrls: [], requestIds: new Map() };
  const options = (await (await fetch(`${front}/api/trpc/jobs.options`, { headers: { cookie: cookies[0]! } })).json()) as {
    result: { data: { locations: string[]; role_types: string[] } };
  };
  shared.locations = options.result.data.locations.slice(0, 30);
  shared.fields = options.result.data.role_types.slice(0, 30);
  const pdf = readFileSync('tests/fixtures/resumes/one-column-en.pdf');
  const people = users.map((user, index) => createLoadUser({ front, cookie: cookies[index]!, email: user.email, index, pdf, tally, shared }));

  // Warm-up (not counted): each person's first reads, so the figures are not a cold server's first renders.
  const warm = newTally();
  const readers = users.map((user, index) => createLoadUser({ front, cookie: cookies[index]!, email: user.email, index, pdf, tally: warm, shared }));
  await inBatches(readers, 10, async (reader) => {
    for (let i = 0; i < 4; i += 1) await reader.read();
  });

  const loadBefore = load();
  const started = performance.now();
  const end = Date.now() + SECONDS * 1000;
  // Uploads spread over the first half, so they meet the other traffic rather than each other.
  await Promise.all(
    people.map(async (person) => {
      const uploadAt = Date.now() + Math.random() * SECONDS * 500;
      while (Date.now() < end) await person.step(uploadAt);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const loadAfter = load();
  await Promise.all(people.map((person) => person.settle(Date.now() + 30_000)));

  const count = (names: readonly string[]) => names.reduce((sum, name) => sum + (tally.latencies.get(name as never)?.length ?? 0), 0);
  const total = count([...READS, ...WRITES]);
  console.log(
    `\nMachine: ${availableParallelism()} cores (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}; load average (1/5/15 min) ${loadBefore} before, ${loadAfter} after`,
  );
  console.log(`Two instances (${values.processes} process each) behind HAProxy; ${USERS} signed-in users for ${seconds.toFixed(1)} s`);
  console.log(
    `${total} requests: ${(total / seconds).toFixed(1)} req/s (reads ${(count(READS) / seconds).toFixed(1)}/s, writes ${(count(WRITES) / seconds).toFixed(1)}/s); served by ${[
      ...tally.servedBy,
    ]
      .sort()
      .map(([name, n]) => `${name} ${n}`)
      .join(', ')}`,
  );
  console.log(`  ${'operation'.padEnd(12)} ${'count'.padStart(6)} ${'p50'.padStart(9)} ${'p99'.padStart(9)}`);
  for (const name of [...READS, ...WRITES]) {
    const sorted = [...(tally.latencies.get(name) ?? [])].sort((a, b) => a - b);
    if (sorted.length) console.log(`  ${name.padEnd(12)} ${String(sorted.length).padStart(6)} ${ms(percentile(sorted, 50))} ${ms(percentile(sorted, 99))}`);
  }
  const all = [...tally.latencies.values()].flat().sort((a, b) => a - b);
  console.log(`  ${'all'.padEnd(12)} ${String(all.length).padStart(6)} ${ms(percentile(all, 50))} ${ms(percentile(all, 99))}`);
  const errors = [...warm.errors, ...tally.errors];
  console.log(`errors: ${errors.length}${warm.errors.length ? ` (${warm.errors.length} while warming up)` : ''}; answers showing another person's data: ${tally.leaks.length}`);
  console.log(`uploads told the server was busy after the page's own second try (the person sent it again later): ${tally.busy.length}`);
  for (const line of [...errors, ...tally.leaks].slice(0, 10)) console.log(`  ${line}`);
  if (errors.length) for (const line of serverErrors.slice(0, 10)) console.log(`  ${line.slice(0, 600)}`);

  // What the database holds, read directly, against every acknowledged write.
  const owners = new Map(users.map((user, index) => [markOf(index), user.email.toLowerCase()]));
  const expected = people.flatMap((person) => person.expected());
  const stored = await storedRecords(db, new Set(owners.values()));
  const marksOf = (record: TRecord) => (JSON.stringify([record.key, record.fields]).match(MARK_PATTERN) ?? []).flatMap((mark) => owners.get(mark) ?? []);
  const differences = reconcile(expected, stored, marksOf);
  const applications = expected.filter((record) => record.kind === 'application').length;
  console.log(
    `database: ${expected.length} records expected (${applications} applications, ${USERS} profiles, ${expected.filter((record) => record.kind === 'resume request').length} resume requests), ${stored.length} read; ${differences.length} differences`,
  );
  for (const difference of differences.slice(0, 10)) console.log(`  ${describeDifference(difference)}`);
  if (errors.length || tally.leaks.length || differences.length) process.exitCode = 1;
} finally {
  balancer?.kill('SIGTERM');
  await second?.stop();
  db.raw.destroy();
  await stop();
}

/** Runs `work` over `items`, `size` at a time; the answers in order. */
async function inBatches<T, R>(items: readonly T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const answers: R[] = [];
  for (let at = 0; at < items.length; at += size) answers.push(...(await Promise.all(items.slice(at, at + size).map(work))));
  return answers;
}

/** `count` confirmed accounts with a paid subscription (the user record and the local payments provider's), as tests/e2e/accounts.ts makes them. */
async function accounts(database: TDb, count: number) {
  const tag = Math.random().toString(36).slice(2, 8);
  const payments = createLocalPayments(database, systemClock, front);
  const made = Array.from({ length: count }, (_, index) => ({ email: `load-${tag}-${index}@example.com`, password: `Rumbo#Load${tag}2026` }));
  await inBatches(made, 5, async ({ email, password }) => {
    await ensureUser(stack.appEnv.COGNITO_ENDPOINT!, stack.appEnv.COGNITO_USER_POOL_ID!, email, password);
    const now = Date.now();
    const subscriptionId = `sub_local_load${tag}${email.length}${Math.random().toString(36).slice(2)}`;
    const periodEnd = now + 30 * DAY_MS;
    await createUsersRepo(database).put({
      user_email: email,
      created_at: now,
      updated_at: now,
      subscription: { status: 'active', paymentStatus: 'paid', periodEnd, cancelAtEnd: false, updated_at: now, subscriptionId },
    });
    await payments.seedSubscription(email, subscriptionId, periodEnd);
  });
  return made;
}

/** Every item of a table (a measuring script may scan; the app never does). */
async function scan(database: TDb, table: TTable): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await database.doc.send(new ScanCommand({ TableName: tableName(database, table), ExclusiveStartKey: cursor, ConsistentRead: true }));
    items.push(...(page.Items ?? []));
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return items;
}

/**
 * The stored records the load could have written, as the reconciliation compares them: every
 * application, profile and resume request of the load's accounts, and any other carrying one of
 * their marks (found by reading whole tables, so a record filed under a stranger shows too).
 */
async function storedRecords(database: TDb, emails: ReadonlySet<string>): Promise<TRecord[]> {
  const isOurs = (item: Record<string, unknown>, owner: unknown) => emails.has(String(owner)) || JSON.stringify(item).match(MARK_PATTERN) !== null;
  const records: TRecord[] = [];
  for (const item of await scan(database, 'applications')) {
    if (item.entity !== 'application' || !isOurs(item, item.user_email)) continue;
    const row = ZApplicationRow.parse(item);
    const { user_email: owner, job_url: key, history, ...fields } = row;
    records.push({ owner, kind: 'application', key, fields: { ...fields, history: history.map((entry) => entry.status).join() } });
  }
  for (const item of await scan(database, 'users')) {
    if (!isOurs(item, item.user_email)) continue;
    const row = ZUserRow.parse(item);
    const fields = { name: row.name, locations: row.job_preferences?.locations, fields: row.job_preferences?.fields, excluded_titles: row.job_exclusions?.excluded_titles };
    records.push({ owner: row.user_email, kind: 'user', key: row.user_email, fields });
    for (const requestId of row.resume_requests) records.push({ owner: row.user_email, kind: 'listed request', key: requestId, fields: {} });
  }
  for (const item of await scan(database, 'resumeRequests')) {
    if (!isOurs(item, item.owner_email)) continue;
    const row = ZRequestRow.parse(item);
    records.push({ owner: row.owner_email, kind: 'resume request', key: row.request_id, fields: { status: row.status } });
  }
  return records;
}
