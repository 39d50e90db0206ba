import { isDeepStrictEqual } from 'node:util';

// What a load run compares once it is over (scripts/bench-load.ts): the records its clients' acknowledged
// writes should have left, against the records read from the database. Pure: no I/O.

/** A record in either list: whose it is (the partition it lives under), what it is, its key and some of its fields. */
export type TRecord = { owner: string; kind: string; key: string; fields: Record<string, unknown> };

/**
 * What the clients expect of a record: for each field, the last value a write acknowledged (a field
 * no acknowledged write set is left out and not compared). `isUncertain` for a record whose
 * creating write failed: it may or may not exist, so its absence is no difference.
 */
export type TExpectedRecord = TRecord & { isUncertain?: boolean };

export type TDifference =
  | { type: 'missing'; owner: string; kind: string; key: string }
  | { type: 'duplicated'; owner: string; kind: string; key: string; count: number }
  | { type: 'stale'; owner: string; kind: string; key: string; field: string; expected: unknown; stored: unknown }
  /** Under `owner` but carrying another person's mark (`belongsTo`), or expected under someone else only. */
  | { type: 'foreign'; owner: string; kind: string; key: string; belongsTo: string }
  /** Of a kind the clients wrote, under its owner or no one's, but never acknowledged to any client. */
  | { type: 'unexpected'; owner: string; kind: string; key: string };

const id = (record: Pick<TRecord, 'owner' | 'kind' | 'key'>) => `${record.owner}\u0000${record.kind}\u0000${record.key}`;

/**
 * Every difference between what the acknowledged writes promise and what is stored: a record
 * missing, stored more than once, with a field other than its last acknowledged value, or visible
 * under a person it does not belong to. `marksOf` reads whose a stored record says it is (the tags
 * its key and fields carry: none, or one per tagged part).
 */
export function reconcile(expected: readonly TExpectedRecord[], stored: readonly TRecord[], marksOf: (record: TRecord) => readonly string[]): TDifference[] {
  const differences: TDifference[] = [];
  const storedById = new Map<string, TRecord[]>();
  for (const record of stored) storedById.set(id(record), [...(storedById.get(id(record)) ?? []), record]);
  const expectedById = new Map(expected.map((record) => [id(record), record]));
  const ownersOfKey = new Map<string, string[]>();
  for (const record of expected) ownersOfKey.set(`${record.kind}\u0000${record.key}`, [...(ownersOfKey.get(`${record.kind}\u0000${record.key}`) ?? []), record.owner]);
  const kinds = new Set(expected.map((record) => record.kind));

  for (const want of expected) {
    const found = storedById.get(id(want)) ?? [];
    const { owner, kind, key } = want;
    if (!found.length) {
      if (!want.isUncertain) differences.push({ type: 'missing', owner, kind, key });
      continue;
    }
    if (found.length > 1) differences.push({ type: 'duplicated', owner, kind, key, count: found.length });
    for (const [field, value] of Object.entries(want.fields)) {
      const have = found[0]!.fields[field];
      if (!isDeepStrictEqual(have, value)) differences.push({ type: 'stale', owner, kind, key, field, expected: value, stored: have });
    }
  }

  for (const record of stored) {
    const { owner, kind, key } = record;
    const stranger = marksOf(record).find((mark) => mark !== owner);
    if (stranger !== undefined) {
      differences.push({ type: 'foreign', owner, kind, key, belongsTo: stranger });
      continue;
    }
    if (expectedById.has(id(record)) || !kinds.has(kind)) continue;
    const others = ownersOfKey.get(`${kind}\u0000${key}`);
    if (others?.length) differences.push({ type: 'foreign', owner, kind, key, belongsTo: others[0]! });
    else differences.push({ type: 'unexpected', owner, kind, key });
  }
  return differences;
}

/** One line per difference, for the run's output. */
export function describeDifference(difference: TDifference): string {
  const where = `${difference.kind} ${difference.key} of ${difference.owner}`;
  switch (difference.type) {
    case 'missing':
      return `missing: ${where}`;
    case 'duplicated':
      return `duplicated: ${where} (${difference.count} times)`;
    case 'stale':
      return `stale: ${where}, ${difference.field} is ${JSON.stringify(difference.stored)}, last acknowledged ${JSON.stringify(difference.expected)}`;
    case 'foreign':
      return `foreign: ${where} belongs to ${difference.belongsTo}`;
    case 'unexpected':
      return `unexpected: ${where} was never acknowledged`;
  }
}
