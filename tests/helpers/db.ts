import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { fixedClock } from '~/domain/clock';
import { createInnerContext } from '~/server/api/trpc';
import type { TSession } from '~/server/auth/types';
import { createCaller } from '~/server/api/root';
import { createDb } from '~/server/db/client';
import { ensureTables } from '~/server/db/tables';
import { buildDeps } from '~/server/deps';
import type { TApiConfig } from '~/server/clients/api';
import { mintAccessToken, testVerifier } from './tokens';
import { DAY_MS } from '~/domain/time';

export const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
export { DAY_MS };

/** Fresh tables under a unique prefix on the shared test engine: test files never see each other. */
export async function freshDb() {
  const db = createDb({ region: 'eu-west-3', endpoint: inject('dynamoEndpoint'), tablePrefix: `t${randomUUID().slice(0, 8)}-`, hasAwsCredentials: false });
  await ensureTables(db, { localPayments: true });
  return db;
}

/**
 * A tRPC caller over the real local database with a frozen clock. A session without an access
 * token gets one signed by the test pool, as sign-in would; `external` points the clients at
 * other APIs (answered by msw) instead of the platform.
 */
export async function callerFor(session: TSession, db?: Awaited<ReturnType<typeof freshDb>>, external?: { jobs?: TApiConfig; applications?: TApiConfig }) {
  const database = db ?? (await freshDb());
  const clock = fixedClock(NOW);
  const deps = buildDeps(database, clock, null, { verify: await testVerifier(clock), external });
  const withToken = session && !session.accessToken ? { ...session, accessToken: await mintAccessToken({ username: session.email, issuedAt: NOW }) } : session;
  return { caller: createCaller(createInnerContext({ session: withToken, deps })), deps, db: database, clock, session: withToken };
}
