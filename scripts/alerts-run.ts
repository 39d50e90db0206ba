// `npm run alerts:run [-- --now ISO]`: one pass of match alerts now (or at the given time), as the
// schedule runs it (docs/operations.md, "Match alerts"). Sends through SMTP_URL, else a local mail
// server over the local data folder's mail (npm run mail:list); signs links with NEXTAUTH_SECRET,
// else the local stack's secret file.
import { join } from 'node:path';
import { z } from 'zod';
import { ConfigError, parseEnv } from '../src/env.js';
import { fixedClock } from '../src/domain/clock';
import { localAppUrl } from '../src/local/app-url';
import { startMailServer } from '../src/local/mail';
import { privateSecretFile } from '../src/server/auth/seal';
import { ensureTables } from '../src/server/db/tables';
import { buildDeps } from '../src/server/deps';
import { smtpTransport } from '../src/server/mail/mailer';
import { openDatabase } from './lib/open-database';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const ZNow = z.iso.datetime({ offset: true }).transform((value) => Date.parse(value));

async function main() {
  const args = process.argv.slice(2);
  const at = args.indexOf('--now');
  const given = at >= 0 ? ZNow.safeParse(args[at + 1]) : null;
  if (given && !given.success) {
    console.error('Usage: npm run alerts:run [-- --now 2026-11-30T09:00:00Z]');
    process.exit(2);
  }
  const now = given?.data ?? Date.now();
  const env = parseEnv(process.env);
  const dataDir = process.env.RUMBO_DATA_DIR || '.data';
  const { db, stop } = await openDatabase(env);
  const mail = env.SMTP_URL ? null : await startMailServer({ dir: join(dataDir, 'mail'), print: () => undefined });
  try {
    await ensureTables(db);
    const deps = buildDeps(db, fixedClock(now), null, {
      // The links in the mail point where `npm start` serves (its PORT), as its own do.
      appUrl: localAppUrl(env.APP_URL, env.PORT),
      appSecret: env.NEXTAUTH_SECRET ?? privateSecretFile(join(dataDir, 'auth-secret')),
      external: {
        jobs: env.JOBS_API_URL ? { baseUrl: env.JOBS_API_URL } : undefined,
        applications: env.APPLICATIONS_API_URL ? { baseUrl: env.APPLICATIONS_API_URL } : undefined,
      },
      mail: { transport: smtpTransport(env.SMTP_URL ?? mail!.url), from: env.MAIL_FROM, capPerRun: env.MAIL_MAX_PER_RUN },
    });
    if (!deps.alerts.isOn) {
      console.log('Match alerts are off: an external jobs or applications API is configured.');
      return;
    }
    const run = await deps.alerts.run(now);
    console.log(`Match alerts: ${run.sent} sent, ${run.empty} with nothing new, ${run.skipped} skipped${run.capped ? ', stopped at MAIL_MAX_PER_RUN' : ''}.`);
  } finally {
    db.raw.destroy();
    await mail?.stop();
    await stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(2);
});
