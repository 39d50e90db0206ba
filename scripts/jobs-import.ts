// `npm run jobs:import -- FILE [--company NAME]`: imports a JSON, CSV, Greenhouse or Lever job feed.
import { existsSync, readFileSync } from 'node:fs';
import { ConfigError, parseEnv } from '../src/env.js';
import { openDatabase } from './lib/open-database';
import { createJobsRepo } from '../src/server/db/jobs-repo';
import { ensureTables } from '../src/server/db/tables';
import { importFeed } from '../src/server/jobs-import';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

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
