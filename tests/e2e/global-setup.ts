import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseEnv } from '../../src/env.js';
import { ensureBuild } from '../../src/local/build';
import { freePort } from '../../src/local/processes';
import { startStack } from '../../src/local/stack';
import { APP_LOG, findLeaks } from './log-hygiene';
import { SKILLED_JOBS } from './seeded-jobs';

export const FIXED_CODE = '123456';
export const ANALYTICS_URL = 'http://127.0.0.1:9/analytics.js';

/** Builds if needed, then starts the whole local stack on random ports with throw-away data. */
export default async function globalSetup() {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  // Never fetched from the network: the browser tests answer it with page.route.
  process.env.ANALYTICS_SCRIPT_URL = ANALYTICS_URL;
  // Each test sends its own client address (tests/e2e/fixtures.ts), as if through one proxy.
  process.env.TRUSTED_PROXY_HOPS = '1';
  // Every request line, for the log checks.
  process.env.LOG_LEVEL = 'debug';
  const root = process.cwd();
  ensureBuild(root);
  const dataDir = mkdtempSync(join(tmpdir(), 'rumbo-e2e-'));
  const port = await freePort();
  const stack = await startStack(parseEnv({ NODE_ENV: 'production', APP_URL: `http://127.0.0.1:${port}` }), {
    root,
    dataDir,
    port,
    mode: 'production',
    fixedCode: FIXED_CODE,
    extraJobs: SKILLED_JOBS,
    log: (line) => {
      // The app's own lines are kept for the log checks (tests/e2e/log-hygiene.ts).
      if (line.startsWith('[app] ')) appendFileSync(join(dataDir, APP_LOG), `${line.slice(6)}\n`);
      if (process.env.E2E_VERBOSE || /error/i.test(line)) console.log(line);
    },
  });
  process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`;
  process.env.E2E_DATA_DIR = dataDir;
  // The tests prepare accounts and records directly in the local identity service and database.
  const { DYNAMODB_ENDPOINT, DYNAMODB_TABLE_PREFIX, COGNITO_ENDPOINT, COGNITO_USER_POOL_ID } = stack.appEnv;
  process.env.E2E_APP_ENV = JSON.stringify({ DYNAMODB_ENDPOINT, DYNAMODB_TABLE_PREFIX: DYNAMODB_TABLE_PREFIX ?? '', COGNITO_ENDPOINT, COGNITO_USER_POOL_ID });
  // What the stack gave its server beyond this environment (endpoints, identity client, session
  // secret): tests that start a server of their own beside it (server-processes.spec.ts) use it.
  process.env.E2E_SERVER_ENV = JSON.stringify(Object.fromEntries(Object.entries(stack.appEnv).filter(([name, value]) => process.env[name] !== value)));
  return async () => {
    await stack.stop();
    // Every line the app wrote while the suite ran its flows: nothing personal or secret in any.
    const secretFile = join(dataDir, 'auth-secret');
    const leaks = findLeaks(readFileSync(join(dataDir, APP_LOG), 'utf8'), existsSync(secretFile) ? readFileSync(secretFile, 'utf8').trim() : stack.appEnv.NEXTAUTH_SECRET!);
    if (leaks.length) throw new Error(`The app's log holds what it must never hold:\n${leaks.slice(0, 20).join('\n')}`);
    if (!process.env.E2E_KEEP_DATA) rmSync(dataDir, { recursive: true, force: true });
    else console.log(`data kept in ${dataDir}`);
  };
}
