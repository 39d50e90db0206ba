import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import type { TDb } from './client';
import { claimLease, deleteHeld } from './lease';
import { tableName } from './tables';

/** The kinds of background work, each a partition of work_queue. */
export const WORK_QUEUES = { resumeMatching: 'resume-matching' } as const;

/** How many open items one look at a queue reads. */
const PAGE = 25;

/**
 * One kind of background work in the work_queue table (partition `queue`, sort `item_id`): an
 * item per piece of work still open, with what the work needs (`payload`), claimed by one
 * instance at a time under a lease (lease.ts) and deleted when done. Any instance can look at
 * the open items and take over one whose lease ran out.
 */
export function createWorkQueue<T>(db: TDb, queue: string, payload: z.ZodType<T>) {
  const TableName = tableName(db, 'workQueue');
  const ZItem = z.object({
    item_id: z.string(),
    payload,
    created_at: z.number(),
    lease_holder: z.string().optional(),
    lease_until: z.number().optional(),
    lease_attempts: z.number().optional(),
  });
  const key = (itemId: string) => ({ queue, item_id: itemId });
  return {
    /** Adds open work (idempotent by id); `expiresAt` in epoch seconds, the table's TTL. */
    async add(itemId: string, work: T, now: number, expiresAt: number): Promise<void> {
      await db.doc.send(new PutCommand({ TableName, Item: { ...key(itemId), entity: 'work', payload: payload.parse(work), created_at: now, expires_at: expiresAt } }));
    },
    /** The open items, oldest id first, at most one page (claimed or not: the caller looks at the leases). */
    async open(): Promise<Array<z.infer<typeof ZItem>>> {
      const { Items } = await db.doc.send(
        new QueryCommand({
          TableName,
          KeyConditionExpression: '#queue = :queue',
          ExpressionAttributeNames: { '#queue': 'queue' },
          ExpressionAttributeValues: { ':queue': queue },
          ConsistentRead: true,
          Limit: PAGE,
        }),
      );
      return (Items ?? []).flatMap((item) => {
        const parsed = ZItem.safeParse(item);
        return parsed.success ? [parsed.data] : [];
      });
    },
    /** Claims one item for `holder` (lease.ts claimLease); the item, or null when someone holds it or it is gone. */
    async claim(itemId: string, terms: Parameters<typeof claimLease>[3]): Promise<z.infer<typeof ZItem> | null> {
      const item = await claimLease(db, TableName, key(itemId), terms);
      return item ? ZItem.parse(item) : null;
    },
    /** The work is done: the item goes, unless another holder took it over meanwhile (then that one finishes it). */
    finish: (itemId: string, holder: string) => deleteHeld(db, TableName, key(itemId), holder),
    /** Gives up on an item whatever its lease (its attempts ran out). */
    async drop(itemId: string): Promise<void> {
      await db.doc.send(new DeleteCommand({ TableName, Key: key(itemId) }));
    },
  };
}
export type TWorkQueue<T> = ReturnType<typeof createWorkQueue<T>>;
