import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { fixedClock } from '~/domain/clock';
import { createCaller } from '~/server/api/root';
import { createInnerContext } from '~/server/api/trpc';
import { memoryDeviceStore, type TSession } from '~/server/auth/types';
import { createIdentityClient, type TIdentityConfig } from '~/server/clients/identity';
import { inviteUser } from '~/local/cognito';
import { buildAuthDeps, buildDeps, type TAuthDeps } from '~/server/deps';
import { createMemoryStore, createRateLimiter } from '~/server/rate-limit/limiter';
import { freshDb, NOW } from './db';

export const SECRET = 'test-secret-test-secret-test-secret-1234';

/** The local identity service started by the integration global setup. */
export function localIdentityConfig(): TIdentityConfig {
  const { endpoint, userPoolId, clientId } = inject('cognito');
  return { endpoint, userPoolId, clientId, passwordFlow: 'USER_PASSWORD_AUTH' };
}

export const uniqueEmail = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}@example.com`;

/** Callers sharing one database, one identity service, one limiter and one browser's devices. */
export async function authHarness(config: TIdentityConfig = localIdentityConfig(), overrides: Partial<TAuthDeps> = {}) {
  const db = await freshDb();
  const clock = fixedClock(NOW);
  const limiter = createRateLimiter(createMemoryStore(clock), clock);
  const auth = { ...buildAuthDeps(createIdentityClient(config), { secret: SECRET, clock, limiter }), ...overrides };
  const deps = buildDeps(db, clock, auth);
  const devices = memoryDeviceStore();
  const callerAs = (session: TSession, address = '203.0.113.7') => createCaller(createInnerContext({ session, deps, request: { address, devices } }));
  return { deps, auth, clock, devices, db, callerAs, caller: callerAs(null) };
}

/** A user created by an administrator with a temporary password (FORCE_CHANGE_PASSWORD). */
export async function createUserWithTemporaryPassword(email: string, temporaryPassword: string) {
  const { endpoint, userPoolId } = inject('cognito');
  await inviteUser(endpoint, userPoolId, email, temporaryPassword);
}
