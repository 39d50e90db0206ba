import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { parseEnv } from '../../src/env.js';
import { startDynalite } from '../../src/local/dynalite';
import { LOCAL_DB_ENDPOINT_FILE } from '../../src/local/stack';
import { createDb } from '../../src/server/db/client';

/** The configured database, else the running local stack's, else the local data folder opened for this import. */
export async function openDatabase(env: ReturnType<typeof parseEnv>) {
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
