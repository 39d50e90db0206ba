import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TEnv } from '../env.js';
import { createDb } from '../server/db/client';
import { createJobsRepo, type TJobRecord } from '../server/db/jobs-repo';
import { ensureTables } from '../server/db/tables';
import { startCognito, ensurePool, ensureUser } from './cognito';
import { startDynalite } from './dynalite';
import { startMailServer } from './mail';
import { localAppUrl } from './app-url';
import { startNodeChild, stopEveryChild, waitFor, type TChild } from './processes';
import { DEMO_USERS, seedDemoData } from './seed';
import { createLocalPayments } from '../server/payments/local';
import { paymentsMode, TEST_PAYMENTS_WARNING } from '../server/payments/mode';
import { privateSecretFile } from '../server/auth/seal';
import { systemClock } from '../domain/clock';

/** Young-generation semi-space of the production server, in MB (Node's default is 16). */
const SEMI_SPACE_MB = 32;

/** Where a running local stack publishes its database endpoint. */
export const LOCAL_DB_ENDPOINT_FILE = 'dynamodb.endpoint';
/** Where the local mail server keeps every message (under the data folder). */
export const LOCAL_MAIL_DIR = 'mail';

export type TStackOptions = {
  root: string;
  dataDir: string;
  port: number;
  mode: 'production' | 'development';
  /** Makes every identity code this value (browser tests read no console). */
  fixedCode?: string;
  log?: (line: string) => void;
  /**
   * Postings written beside the demo data before the app serves (the browser tests' own): every
   * server process reads them on its first read, instead of a minute later (RECENT_TTL_MS).
   */
  extraJobs?: TJobRecord[];
};

export type TStack = { appUrl: string; appEnv: NodeJS.ProcessEnv; children: TChild[]; stop: () => Promise<void> };

/**
 * Starts every local counterpart the configuration leaves unset, seeds demo data into a local
 * database, then serves the app. Stopping it stops every child it started.
 */
export async function startStack(env: TEnv, options: TStackOptions): Promise<TStack> {
  const log = options.log ?? console.log;
  // Decided before anything starts: a partial Stripe configuration or test payments in a cloud configuration refuse to start.
  const payments = paymentsMode(env);
  if (payments.kind === 'local' && payments.allowed === 'explicit') console.warn(TEST_PAYMENTS_WARNING);
  const dataDir = resolve(options.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const children: TChild[] = [];
  /** Servers that run inside this process (the local mail server). */
  const inProcess: Array<() => Promise<void>> = [];
  const stop = async () => {
    await Promise.all(children.reverse().map((child) => child.stop()));
    await Promise.all(inProcess.map((stopServer) => stopServer()));
    rmSync(join(dataDir, LOCAL_DB_ENDPOINT_FILE), { force: true });
  };
  // Ctrl-C while starting (a first start seeds for a while): the children run in process groups of
  // their own, so the terminal's signal reaches only this process; stop what has started, then
  // end as the signal would have. Once started, the caller's own handler takes over.
  const stopWhileStarting = (signal: NodeJS.Signals) => {
    process.off('SIGINT', stopWhileStarting);
    process.off('SIGTERM', stopWhileStarting);
    // Also a child still on its way to ready, not yet in `children`.
    void Promise.all([stop(), stopEveryChild()]).finally(() => process.kill(process.pid, signal));
  };
  process.on('SIGINT', stopWhileStarting);
  process.on('SIGTERM', stopWhileStarting);

  try {
    const appUrl = localAppUrl(env.APP_URL, options.port);
    const appEnv: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', APP_URL: appUrl, NEXTAUTH_URL: appUrl, PORT: String(options.port) };
    appEnv.NEXTAUTH_SECRET = env.NEXTAUTH_SECRET ?? privateSecretFile(join(dataDir, 'auth-secret'), log);

    const isLocalDb = !env.DYNAMODB_ENDPOINT && !env.AWS_ACCESS_KEY_ID && !env.AWS_PROFILE;
    if (isLocalDb) {
      const dynalite = await startDynalite({ path: join(dataDir, 'dynamodb') });
      children.push(dynalite);
      appEnv.DYNAMODB_ENDPOINT = dynalite.endpoint;
      // Tools such as `npm run jobs:import` reach the running engine here (its data folder is locked).
      writeFileSync(join(dataDir, LOCAL_DB_ENDPOINT_FILE), dynalite.endpoint);
      log(`Database      local engine at ${dynalite.endpoint} (data in ${join(dataDir, 'dynamodb')})`);
    }
    const db = createDb({
      region: env.AWS_REGION,
      endpoint: appEnv.DYNAMODB_ENDPOINT,
      tablePrefix: env.DYNAMODB_TABLE_PREFIX,
      hasAwsCredentials: !isLocalDb && Boolean(env.AWS_ACCESS_KEY_ID || env.AWS_PROFILE),
    });
    const created = await ensureTables(db, { localPayments: payments.kind === 'local' });
    if (created.length) log(`Tables        created ${created.join(', ')}`);

    if (!env.COGNITO_USER_POOL_ID) {
      const cognito = await startCognito({ dir: join(dataDir, 'cognito'), fixedCode: options.fixedCode });
      children.push(cognito);
      const pool = await ensurePool(cognito.endpoint);
      for (const user of Object.values(DEMO_USERS)) await ensureUser(cognito.endpoint, pool.userPoolId, user.email, user.password);
      Object.assign(appEnv, { COGNITO_ENDPOINT: cognito.endpoint, COGNITO_USER_POOL_ID: pool.userPoolId, COGNITO_CLIENT_ID: pool.clientId });
      log(`Identity      local service at ${cognito.endpoint} (codes printed here and in ${cognito.messagesLog})`);
    }

    if (!env.SMTP_URL) {
      const mail = await startMailServer({ dir: join(dataDir, LOCAL_MAIL_DIR) });
      inProcess.push(mail.stop);
      appEnv.SMTP_URL = mail.url;
      log(`Mail          local server at ${mail.url} (messages printed here and kept in ${mail.dir}; npm run mail:list)`);
    }

    if (isLocalDb) {
      const localPayments = payments.kind === 'local' ? createLocalPayments(db, systemClock, appUrl) : undefined;
      const { jobsWritten } = await seedDemoData(db, dataDir, Date.now(), localPayments);
      log(jobsWritten ? `Demo data     ${jobsWritten} jobs written` : 'Demo data     up to date');
      if (options.extraJobs?.length) await createJobsRepo(db).putMany(options.extraJobs);
    }
    db.raw.destroy();

    const next = join(options.root, 'node_modules', 'next', 'dist', 'bin', 'next');
    // A larger young generation: under load the server spent about an eighth of its CPU in
    // scavenges with the default, and bench:api serves about 10 % more with 32 MB. Production runs
    // Rumbo's own server entry (`next start` plus the client address from TRUSTED_PROXY_HOPS).
    const args =
      options.mode === 'production'
        ? [`--max-semi-space-size=${SEMI_SPACE_MB}`, join(options.root, 'src', 'server', 'http-server.mjs'), '--hostname', '127.0.0.1', '--port', String(options.port)]
        : [next, 'dev', '-H', '127.0.0.1', '-p', String(options.port)];
    const app = startNodeChild('next', args, { cwd: options.root, env: appEnv, onLine: (line) => log(`[app] ${line}`) });
    children.push(app);
    await waitFor('the app', async () => (await fetch(`http://127.0.0.1:${options.port}/api/health`)).ok, app.process, 120_000);
    return { appUrl, appEnv, children, stop };
  } catch (error) {
    await stop();
    throw error;
  } finally {
    process.off('SIGINT', stopWhileStarting);
    process.off('SIGTERM', stopWhileStarting);
  }
}
