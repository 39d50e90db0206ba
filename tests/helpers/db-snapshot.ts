import { ResourceNotFoundException } from '@aws-sdk/client-dynamodb';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { TDb } from '~/server/db/client';
import { TABLES, tableName, type TTable } from '~/server/db/tables';

type TSnapshot = Record<string, string[] | 'absent'>;

/** JSON with object keys in order, so equal items compare equal whatever order the engine answers. */
const stable = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner) && !(inner instanceof Set)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner instanceof Set
        ? [...inner].sort()
        : inner,
  );

/** Every item of one table as sorted JSON lines (a test-only Scan: never on a request path). */
async function scanTable(db: TDb, table: TTable): Promise<string[] | 'absent'> {
  const items: string[] = [];
  let start: Record<string, unknown> | undefined;
  try {
    do {
      const page = await db.doc.send(new ScanCommand({ TableName: tableName(db, table), ExclusiveStartKey: start }));
      for (const item of page.Items ?? []) items.push(stable(item));
      start = page.LastEvaluatedKey;
    } while (start);
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return 'absent';
    throw error;
  }
  return items.sort();
}

/** The contents of every table the app defines, for before/after comparisons (a new table is included automatically). */
export async function snapshotTables(db: TDb): Promise<TSnapshot> {
  const tables = Object.keys(TABLES) as TTable[];
  const contents = await Promise.all(tables.map((table) => scanTable(db, table)));
  return Object.fromEntries(tables.map((table, i) => [table, contents[i]!]));
}

const WRITE_COMMAND = /^(Put|Update|Delete|BatchWrite|TransactWrite)(Item)?Command$/;

/** Counts the writes that took effect through this database handle, so a write can be pinned on the one request that made it. */
export function countWrites(db: TDb): { readonly count: number } {
  const counter = { count: 0 };
  const send = db.doc.send.bind(db.doc) as (command: object, ...rest: unknown[]) => Promise<unknown>;
  (db.doc as { send: typeof send }).send = (command, ...rest) => {
    if (!WRITE_COMMAND.test(command.constructor.name)) return send(command, ...rest);
    // A write whose condition fails (or that the database refuses) changed nothing: not counted.
    return send(command, ...rest).then((answer) => {
      counter.count++;
      return answer;
    });
  };
  return counter;
}
