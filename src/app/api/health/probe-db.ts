import 'server-only';
import type { env as TEnv } from '~/env';
import { createDb, type TDb } from '~/server/db/client';
import { HEALTH_PROBE_MS } from '~/server/db/health';

// Its own client with one attempt per probe: the app's client retries, a probe must not.
let db: TDb | undefined;
export const probeDb = (env: typeof TEnv): TDb =>
  (db ??= createDb({
    region: env.AWS_REGION,
    endpoint: env.DYNAMODB_ENDPOINT,
    tablePrefix: env.DYNAMODB_TABLE_PREFIX,
    hasAwsCredentials: Boolean(env.AWS_ACCESS_KEY_ID || env.AWS_PROFILE),
    timeouts: { maxAttempts: 1, requestMs: HEALTH_PROBE_MS },
  }));
