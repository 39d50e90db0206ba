import 'server-only';
import { env } from '~/env';
import { systemClock, type TClock } from '~/domain/clock';
import { createDb, type TDb } from './db/client';
import { createUsersRepo } from './db/users-repo';
import { createJobsRepo } from './db/jobs-repo';
import { createApplicationsRepo } from './db/applications-repo';
import { createIdentityClient, identityEndpointForRegion, type TIdentityClient } from './clients/identity';

/** Everything a procedure may touch; tests build their own with `buildDeps`. */
export type TDeps = {
  clock: TClock;
  users: ReturnType<typeof createUsersRepo>;
  jobs: ReturnType<typeof createJobsRepo>;
  applications: ReturnType<typeof createApplicationsRepo>;
};

export function buildDeps(db: TDb, clock: TClock = systemClock): TDeps {
  return { clock, users: createUsersRepo(db), jobs: createJobsRepo(db), applications: createApplicationsRepo(db) };
}

let deps: TDeps | undefined;
/** Process-wide dependencies built once from the validated configuration. */
export function getDeps(): TDeps {
  deps ??= buildDeps(
    createDb({
      region: env.AWS_REGION,
      endpoint: env.DYNAMODB_ENDPOINT,
      tablePrefix: env.DYNAMODB_TABLE_PREFIX,
      hasAwsCredentials: Boolean(env.AWS_ACCESS_KEY_ID || env.AWS_PROFILE),
    }),
  );
  return deps;
}

/** The local identity service has no SRP; anything on loopback is treated as local. */
function isLoopback(url: string): boolean {
  return ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname);
}

let identity: TIdentityClient | null | undefined;
/** The identity client, or null when no user pool is configured. */
export function getIdentity(): TIdentityClient | null {
  if (identity === undefined) {
    identity =
      env.COGNITO_USER_POOL_ID && env.COGNITO_CLIENT_ID
        ? createIdentityClient({
            endpoint: env.COGNITO_ENDPOINT ?? identityEndpointForRegion(env.AWS_REGION),
            userPoolId: env.COGNITO_USER_POOL_ID,
            clientId: env.COGNITO_CLIENT_ID,
            passwordFlow: env.COGNITO_PASSWORD_FLOW ?? (env.COGNITO_ENDPOINT && isLoopback(env.COGNITO_ENDPOINT) ? 'USER_PASSWORD_AUTH' : 'USER_SRP_AUTH'),
          })
        : null;
  }
  return identity;
}
