import { connection } from 'next/server';
import { env } from '~/env';
import { probeIdentity } from '~/server/clients/identity';
import { HEALTH_PROBE_MS, probeDatabase } from '~/server/db/health';
import { getDeps } from '~/server/deps';
import { probeDb } from '../health/probe-db';

/**
 * Readiness, for a load balancer: 200 when the database and the identity service both answer
 * within HEALTH_PROBE_MS (probed at once), else 503 naming which did not. Liveness is /api/health.
 */
export async function GET() {
  await connection();
  const identity = getDeps().auth?.identity.config.endpoint;
  const [database, pool] = await Promise.all([probeDatabase(probeDb(env)), identity ? probeIdentity(identity, HEALTH_PROBE_MS) : Promise.resolve(true)]);
  const ok = database && pool;
  return Response.json({ ok, database, identity: pool }, { status: ok ? 200 : 503, headers: { 'cache-control': 'no-store' } });
}
