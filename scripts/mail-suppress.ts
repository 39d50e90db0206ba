// `npm run mail:suppress -- ADDRESS bounce|complaint|manual`: switches mail off for an address, as a
// bounce or complaint report from the mail provider does (docs/operations.md, "Deliverability").
// Writes to the configured database, else the running local stack's, else the local data folder.
import { ConfigError, parseEnv } from '../src/env.js';
import { systemClock } from '../src/domain/clock';
import { createMailSuppressionsRepo, SUPPRESSION_REASONS } from '../src/server/db/mail-suppressions-repo';
import { ensureTables } from '../src/server/db/tables';
import { openDatabase } from './lib/open-database';
import { parseSuppressArgs } from './lib/suppress-args';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

async function main() {
  const args = parseSuppressArgs(process.argv.slice(2));
  if (!args) {
    console.error(`Usage: npm run mail:suppress -- ADDRESS ${SUPPRESSION_REASONS.join('|')}  (one e-mail address, then one of the reasons)`);
    process.exit(2);
  }
  const { address, reason } = args;
  const env = parseEnv(process.env);
  const { db, stop } = await openDatabase(env);
  try {
    await ensureTables(db);
    const suppressions = createMailSuppressionsRepo(db, systemClock);
    await suppressions.suppress(address, reason);
    console.log(`Suppressed (${reason}): no mail goes to that address from now on.`);
  } finally {
    db.raw.destroy();
    await stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(2);
});
