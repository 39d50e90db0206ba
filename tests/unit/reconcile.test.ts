import { describe, expect, it } from 'vitest';
import { MARK_PATTERN, markOf as loadMark } from '../../scripts/lib/load-client';
import { describeDifference, reconcile, type TExpectedRecord, type TRecord } from '../../scripts/lib/reconcile';

// The comparison `npm run bench:load` makes after its run: acknowledged writes against the rows read back.

/** Whose a row says it is: the `/load/<tag>/` of its address and the `[<tag>]` of its notes. */
const markOf = (record: TRecord) => [/\/load\/(\w+)\//.exec(record.key)?.[1], /\[(\w+)\]/.exec(String(record.fields.notes ?? ''))?.[1]].filter((mark) => mark !== undefined);

const application = (owner: string, n: number, fields: Record<string, unknown>): TRecord => ({
  owner,
  kind: 'application',
  key: `https://jobs.example/load/${owner}/${n}`,
  fields,
});
const ana = application('ana', 1, { status: 'APPLIED', notes: '[ana] call back', history: 'SAVED,APPLIED' });
const ben = application('ben', 1, { status: 'SAVED', notes: '[ben] first', history: 'SAVED' });
const benName: TRecord = { owner: 'ben', kind: 'user', key: 'ben', fields: { name: 'Ben', locations: ['Madrid'] } };

describe('reconcile', () => {
  it('finds nothing when every acknowledged write is stored once with its last value', () => {
    const stored = [ana, ben, { ...benName, fields: { ...benName.fields, updated_at: 5 } }];
    expect(reconcile([ana, ben, benName], stored, markOf)).toEqual([]);
  });

  it('finds a missing record, unless its creating write was never acknowledged', () => {
    expect(reconcile([ana, ben], [ana], markOf)).toEqual([{ type: 'missing', owner: 'ben', kind: 'application', key: ben.key }]);
    expect(reconcile([ana, { ...ben, isUncertain: true }], [ana], markOf)).toEqual([]);
  });

  it('finds a record stored twice', () => {
    expect(reconcile([ana], [ana, ana], markOf)).toEqual([{ type: 'duplicated', owner: 'ana', kind: 'application', key: ana.key, count: 2 }]);
  });

  it('finds a field that is not the last acknowledged value, lists compared whole', () => {
    const older = { ...ana, fields: { ...ana.fields, status: 'SAVED', history: 'SAVED' } };
    const differences = reconcile([ana, benName], [older, { ...benName, fields: { name: 'Ben', locations: ['Madrid', 'Sevilla'] } }], markOf);
    expect(differences).toEqual([
      { type: 'stale', owner: 'ana', kind: 'application', key: ana.key, field: 'status', expected: 'APPLIED', stored: 'SAVED' },
      { type: 'stale', owner: 'ana', kind: 'application', key: ana.key, field: 'history', expected: 'SAVED,APPLIED', stored: 'SAVED' },
      { type: 'stale', owner: 'ben', kind: 'user', key: 'ben', field: 'locations', expected: ['Madrid'], stored: ['Madrid', 'Sevilla'] },
    ]);
    expect(differences.map(describeDifference)[0]).toBe(`stale: application ${ana.key} of ana, status is "SAVED", last acknowledged "APPLIED"`);
  });

  it("finds one person's record under another, by its mark or by whose write it was", () => {
    // Ana's note written on Ben's application, and Ana's application filed under Ben.
    const marked = { ...ben, fields: { ...ben.fields, notes: '[ana] call back' } };
    expect(reconcile([ana, ben], [ana, marked], markOf)).toEqual([
      { type: 'stale', owner: 'ben', kind: 'application', key: ben.key, field: 'notes', expected: '[ben] first', stored: '[ana] call back' },
      { type: 'foreign', owner: 'ben', kind: 'application', key: ben.key, belongsTo: 'ana' },
    ]);
    const unmarked = (record: TRecord) => (record.kind === 'resume' ? [] : markOf(record));
    const request: TExpectedRecord = { owner: 'ana', kind: 'resume', key: 'req-1', fields: {} };
    expect(reconcile([request, ana], [request, ana, { ...request, owner: 'ben' }], unmarked)).toEqual([
      { type: 'foreign', owner: 'ben', kind: 'resume', key: 'req-1', belongsTo: 'ana' },
    ]);
    expect(reconcile([ana], [ana, { ...ben, owner: 'ana' }], markOf)).toEqual([{ type: 'foreign', owner: 'ana', kind: 'application', key: ben.key, belongsTo: 'ben' }]);
  });

  it('finds a record no client was told was written, and leaves kinds it never wrote alone', () => {
    const extra = application('ana', 2, { status: 'SAVED' });
    expect(reconcile([ana], [ana, extra, { owner: 'ana', kind: 'session', key: 's', fields: {} }], markOf)).toEqual([
      { type: 'unexpected', owner: 'ana', kind: 'application', key: extra.key },
    ]);
  });
});

describe('the marks a load run writes', () => {
  const marksIn = (text: string) => text.match(MARK_PATTERN) ?? [];

  it('are read where they stand whole, not at the start of an account’s address whose random tag begins like one', () => {
    expect(marksIn(`https://jobs.example/x/${loadMark(9)}/3 [${loadMark(12)}]`)).toEqual(['load-u9', 'load-u12']);
    // The accounts are load-<tag>-<n>@example.com; a tag "u9fdvz" made every account read as person 9's.
    expect(marksIn('load-u9fdvz-20@example.com')).toEqual([]);
    expect(marksIn(JSON.stringify(['load-u9fdvz-20@example.com', { name: 'Ana' }]))).toEqual([]);
  });
});
