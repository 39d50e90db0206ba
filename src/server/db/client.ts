import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/** How long one database call may take before it fails; see DB_TIMEOUTS. */
export type TDbTimeouts = { connectionMs: number; requestMs: number; maxAttempts: number };

/**
 * Without these the SDK waits forever on a database that accepts connections but never answers
 * (every page hung > 40 s). A stalled database now fails a call within
 * maxAttempts × requestMs + retry back-off ≈ 2 × 2 s + < 0.5 s, i.e. under 5 s:
 * - connectionMs 1 s: TCP connect to DynamoDB or a loopback engine takes milliseconds;
 * - requestMs 2 s per attempt: single-item calls answer in ~10 ms, a 25-item batch on the
 *   embedded engine under load in well under 1 s;
 * - maxAttempts 2: one retry absorbs a dropped connection or a throttle without doubling waits twice.
 */
export const DB_TIMEOUTS: TDbTimeouts = { connectionMs: 1_000, requestMs: 2_000, maxAttempts: 2 };

export type TDbConfig = {
  region: string;
  /** Set for the embedded engine (dynalite) or any DynamoDB-compatible endpoint. */
  endpoint?: string;
  /** Prefix for every table name, so several deployments can share one account. */
  tablePrefix: string;
  /** True when real AWS credentials come from the environment's default chain. */
  hasAwsCredentials: boolean;
  /** Overrides DB_TIMEOUTS (e.g. a tighter budget for a health probe). */
  timeouts?: Partial<TDbTimeouts>;
};

/** The name of the SDK's logging step in a client's middleware stack. */
export const SDK_LOGGING_STEP = 'loggerMiddleware';

export type TDb = { doc: DynamoDBDocumentClient; raw: DynamoDBClient; tablePrefix: string };

/** One document client per process; local engines get dummy credentials, AWS the default chain. */
export function createDb(config: TDbConfig): TDb {
  const timeouts = { ...DB_TIMEOUTS, ...config.timeouts };
  const raw = new DynamoDBClient({
    region: config.region,
    endpoint: config.endpoint,
    ...(config.endpoint && !config.hasAwsCredentials ? { credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
    maxAttempts: timeouts.maxAttempts,
    // throwOnRequestTimeout: without it the SDK only logs a warning when requestTimeout passes.
    requestHandler: { connectionTimeout: timeouts.connectionMs, requestTimeout: timeouts.requestMs, throwOnRequestTimeout: true },
  });
  // The SDK's logging step copies every call's input and output through its redaction filter even
  // when nothing logs (its default logger has empty methods): for a list, every item, each call.
  // Rumbo logs database failures itself, where it handles them. The document client shares this stack.
  raw.middlewareStack.remove(SDK_LOGGING_STEP);
  const doc = DynamoDBDocumentClient.from(raw, {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
  return { doc, raw, tablePrefix: config.tablePrefix };
}
