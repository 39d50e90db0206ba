import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import type { TDb } from './client';
import { tableName } from './tables';

/** A load balancer marks the app down after a few failed probes; each one must end quickly. */
export const HEALTH_PROBE_MS = 1_500;

/**
 * True when the database describes the users table within `timeoutMs`. Never throws and never
 * waits longer: the abort cuts the call short whatever the client's own retry budget.
 */
export async function probeDatabase(db: TDb, timeoutMs = HEALTH_PROBE_MS): Promise<boolean> {
  try {
    const { Table } = await db.raw.send(new DescribeTableCommand({ TableName: tableName(db, 'users') }), { abortSignal: AbortSignal.timeout(timeoutMs) });
    return Table !== undefined;
  } catch {
    return false;
  }
}
