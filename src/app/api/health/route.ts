import { connection } from 'next/server';
import { env } from '~/env';
import { createDb, type TDb } from '~/server/db/client';
import { HEALTH_PROBE_MS, probeDatabase } from '~/server/db/health';

// Its own client with one attempt per probe: the app's client retries, a probe must not.
let db: TDb | undefined;
const probeDb = () =>
  (db ??= createDb({
    region: env.AWS_REGION,
    endpoint: env.DYNAMODB_ENDPOINT,
    tablePrefix: env.DYNAMODB_TABLE_PREFIX,
    hasAwsCredentials: Boolean(env.AWS_ACCESS_KEY_ID || env.AWS_PROFILE),
    timeouts: { maxAttempts: 1, requestMs: HEALTH_PROBE_MS },
  }));

/** Readiness for the start script and load balancers: 503 when the database does not answer in time. */
export async function GET() {
  await connection();
  const ok = await probeDatabase(probeDb());
  return Response.json({ ok }, { status: ok ? 200 : 503, headers: { 'cache-control': 'no-store' } });
}
