import { connection } from 'next/server';

/**
 * Liveness, for the start script and a process supervisor: this server process answers requests.
 * It asks nothing of the database or the identity service (a database outage must not get every
 * instance restarted); whether the instance can serve is /api/ready.
 */
export async function GET() {
  await connection();
  return Response.json({ ok: true }, { headers: { 'cache-control': 'no-store' } });
}
