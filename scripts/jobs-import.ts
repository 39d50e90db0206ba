// `npm run jobs:import -- FILE [--company NAME]`: imports a JSON, CSV, Greenhouse or Lever job feed.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, parseEnv } from '../src/env.js';
import { startDynalite } from '../src/local/dynalite';
import { LOCAL_DB_ENDPOINT_FILE } from '../src/local/stack';
import { createDb } from '../src/server/db/client';
import { createJobsRepo } from '../src/server/db/jobs-repo';
import { ensureTables } from '../src/server/db/tables';
import { importFeed } from '../src/server/jobs-import';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/** The configured database, else the running local stack's, else the local data folder opened for this import. */
async function openDatabase(env: ReturnType<typeof parseEnv>) {
  if (env.DYNAMODB_ENDPOINT || env.AWS_ACCESS_KEY_ID || env.AWS_PROFILE) {
    return {
      db: createDb({
        region: env.AWS_REGION,
        endpoint: env.DYNAMODB_ENDPOINT,
        tablePrefix: env.DYNAMODB_TABLE_PREFIX,
        hasAwsCredentials: Boolean(env.AWS_ACCESS_KEY_ID || env.AWS_PROFILE),
      }),
      stop: async () => {},
    };
  }
  const dataDir = process.env.RUMBO_DATA_DIR || '.data';
  const published = join(dataDir, LOCAL_DB_ENDPOINT_FILE);
  const running = existsSync(published) ? readFileSync(published, 'utf8').trim() : null;
  // A stopped engine may accept the connection and never answer: the probe gives up after 1 s.
  if (
    running &&
    (await fetch(running, { signal: AbortSignal.timeout(1_000) }).then(
      () => true,
      () => false,
    ))
  ) {
    return { db: createDb({ region: env.AWS_REGION, endpoint: running, tablePrefix: env.DYNAMODB_TABLE_PREFIX, hasAwsCredentials: false }), stop: async () => {} };
  }
  const engine = await startDynalite({ path: join(dataDir, 'dynamodb') });
  return { db: createDb({ region: env.AWS_REGION, endpoint: engine.endpoint, tablePrefix: env.DYNAMODB_TABLE_PREFIX, hasAwsCredentials: false }), stop: engine.stop };
}

async function main() {
  const args = process.argv.slice(2);
  const companyAt = args.indexOf('--company');
  const company = companyAt >= 0 ? args[companyAt + 1] : undefined;
  const file = args.find((arg, i) => !arg.startsWith('--') && (companyAt < 0 || i !== companyAt + 1));
  if (!file) {
    console.error('Usage: npm run jobs:import -- FILE [--company NAME]\n  FILE: a JSON or CSV feed, or a Greenhouse or Lever job-board JSON export.');
    process.exit(2);
  }
  if (!existsSync(file)) {
    console.error(`No such file: ${file}`);
    process.exit(2);
  }
  const env = parseEnv(process.env);
  const { db, stop } = await openDatabase(env);
  try {
    await ensureTables(db);
    const report = await importFeed(createJobsRepo(db), file, readFileSync(file, 'utf8'), { company, now: Date.now() });
    for (const problem of report.problems) console.error(`line ${problem.line}: ${problem.message} (skipped)`);
    console.log(`${file}: ${report.format} feed, ${report.read} rows read, ${report.imported} jobs imported, ${report.problems.length} skipped.`);
    process.exitCode = report.problems.length ? 1 : 0;
  } finally {
    db.raw.destroy();
    await stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(2);
});
