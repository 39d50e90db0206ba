import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { handleTrpc } from '~/server/api/http-handler';
import { appRouter } from '~/server/api/root';
import { createInnerContext } from '~/server/api/trpc';
import type { TSession } from '~/server/auth/types';
import { createUsersRepo } from '~/server/db/users-repo';
import { authHarness } from '../helpers/auth';
import { badInput, brokenBody, disguisedEmail, isRefused, junk, oddButTyped, oddKey, overTheWire, wrongContentType } from '../helpers/bad-inputs';
import { DAY_MS, NOW } from '../helpers/db';
import { countWrites, snapshotTables } from '../helpers/db-snapshot';
import { mintAccessToken } from '../helpers/tokens';
import { APP_ORIGIN, proceduresOf, rawTrpcRequest, readTrpc, refusalProblems, trpcRequest } from '../helpers/trpc-wire';

// Every procedure of the router, so a new one is fuzzed without touching this file.
const PROCEDURES = proceduresOf(appRouter);
const WITH_INPUT = PROCEDURES.filter((p) => p.parser);
const WITHOUT_INPUT = PROCEDURES.filter((p) => !p.parser);
/** Procedures that take an email (an account's identity) in a field named for it. */
const EMAIL_FIELD = /^(email|username)$/;
const WITH_EMAIL = WITH_INPUT.flatMap((p) => p.fields.filter((field) => EMAIL_FIELD.test(field)).map((field) => [p.path, p, field] as const));

// Runs per procedure and caller, fixed seeds: the same inputs on every run, about 15 s in all on an idle machine.
const BAD_RUNS = 26;
const IGNORED_RUNS = 6;
const ODD_RUNS = 6;
const EMAIL_RUNS = 6;
const TRANSPORT_RUNS = 160;
const MIN_BAD_INPUTS = 1_000;

const SUBSCRIBER = 'fuzz-subscriber@example.com';
const preview = (value: unknown) => (JSON.stringify(value) ?? 'undefined').slice(0, 160);
let badInputsSent = 0;

/** The real tRPC fetch handler over the local database and identity service, for one caller. */
async function endpointFor(session: TSession) {
  const h = await authHarness();
  await createUsersRepo(h.db).put({
    user_email: SUBSCRIBER,
    created_at: NOW,
    updated_at: NOW,
    subscription: { status: 'active', paymentStatus: 'paid', periodEnd: NOW + 10 * DAY_MS, cancelAtEnd: false, updated_at: NOW },
  });
  const writes = countWrites(h.db);
  const context = () => createInnerContext({ session, deps: h.deps, request: { address: '198.51.100.7', devices: h.devices } });
  const send = async (request: Request) => readTrpc(await handleTrpc(request, context, { appUrl: APP_ORIGIN }));
  /** Sends one request and fails with its input when the answer is not a clean refusal or the request wrote. */
  const expectRefused = async (request: Request, what: string) => {
    const before = writes.count;
    const answer = await send(request);
    expect(refusalProblems(answer), what).toEqual([]);
    expect(writes.count - before, `${what}: database writes`).toBe(0);
    return answer;
  };
  return { db: h.db, writes, send, expectRefused };
}

type TEndpoint = Awaited<ReturnType<typeof endpointFor>>;

/** Runs a property for one procedure; the database must be as it was when `unchanged` says so. */
async function fuzz<T extends unknown[]>(endpoint: TEndpoint, seed: number, property: fc.IAsyncProperty<T>, numRuns: number, unchanged: () => boolean) {
  const before = await snapshotTables(endpoint.db);
  await fc.assert(property, { seed, numRuns });
  if (unchanged()) expect(await snapshotTables(endpoint.db)).toEqual(before);
}

const callers: Array<[string, () => Promise<TSession>]> = [
  ['signed out', async () => null],
  ['a subscriber', async () => ({ email: SUBSCRIBER, accessToken: await mintAccessToken({ username: SUBSCRIBER, issuedAt: NOW }) })],
];

describe.each(callers)('every tRPC procedure over HTTP, called by %s', (_caller, sessionFor) => {
  let endpoint: TEndpoint;
  let tablesBefore: Awaited<ReturnType<typeof snapshotTables>>;
  beforeAll(async () => {
    endpoint = await endpointFor(await sessionFor());
    tablesBefore = await snapshotTables(endpoint.db);
    // The local identity service has no global sign-out: the app warns on every fallback, expected here.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterAll(() => vi.restoreAllMocks());

  it.each(WITH_INPUT.map((p, i) => [p.path, p, i] as const))('%s refuses input its contract refuses: 4xx with a message, nothing written', async (_path, procedure, i) => {
    const parser = procedure.parser!;
    const arbitrary = badInput(procedure.fields).filter((value) => isRefused(parser, overTheWire(value)));
    const property = fc.asyncProperty(arbitrary, fc.boolean(), async (input, batch) => {
      await endpoint.expectRefused(trpcRequest(procedure, input, { batch }), `${procedure.path} ← ${preview(input)}`);
      badInputsSent++;
    });
    await fc.assert(property, { seed: 1_000 + i, numRuns: BAD_RUNS });
  });

  it.each(WITH_EMAIL)('%s never takes an email hiding control, invisible or unpaired surrogate characters', async (_path, procedure, field) => {
    const input = fc.tuple(oddButTyped(procedure.shape), disguisedEmail).map(([filled, email]) => ({ ...filled, [field]: email }));
    const property = fc.asyncProperty(input, async (value) => {
      await endpoint.expectRefused(trpcRequest(procedure, value, { batch: false }), `${procedure.path} ← ${preview(value)}`);
      badInputsSent++;
    });
    await fc.assert(property, { seed: 5_000 + WITH_INPUT.indexOf(procedure), numRuns: EMAIL_RUNS });
  });

  // Each refusal above was checked to write nothing through the app's database client; the tables
  // are compared once for all of them (a scan of every table per procedure took half the file's time).
  it('every table is as it was before the refused inputs', async () => {
    expect(await snapshotTables(endpoint.db)).toEqual(tablesBefore);
  });

  it.each(WITH_INPUT.map((p, i) => [p.path, p, i] as const))(
    '%s: well-typed input with odd content never fails the server, and a refusal writes nothing',
    async (_path, procedure, i) => {
      const parser = procedure.parser!;
      const property = fc.asyncProperty(oddButTyped(procedure.shape), async (input) => {
        const before = endpoint.writes.count;
        const answer = await endpoint.send(trpcRequest(procedure, input, { batch: false }));
        const what = `${procedure.path} ← ${preview(input)} (${isRefused(parser, overTheWire(input)) ? 'refused' : 'accepted'} by its parser)`;
        expect(answer.status, what).toBeLessThan(500);
        if (answer.status >= 400) {
          expect(refusalProblems(answer), what).toEqual([]);
          expect(endpoint.writes.count - before, `${what}: database writes`).toBe(0);
        }
      });
      await fc.assert(property, { seed: 2_000 + i, numRuns: ODD_RUNS });
    },
  );

  it.each(WITHOUT_INPUT.map((p, i) => [p.path, p, i] as const))('%s takes no input: whatever is sent is ignored, never a failure', async (_path, procedure, i) => {
    let refusedOnly = true;
    const property = fc.asyncProperty(junk, fc.boolean(), async (input, batch) => {
      const before = endpoint.writes.count;
      const answer = await endpoint.send(trpcRequest(procedure, input, { batch }));
      const what = `${procedure.path} ← ${preview(input)}`;
      expect(answer.status, what).toBeLessThan(500);
      if (answer.status < 400) refusedOnly = false;
      else {
        expect(refusalProblems(answer), what).toEqual([]);
        expect(endpoint.writes.count - before, `${what}: database writes`).toBe(0);
      }
      badInputsSent++;
    });
    await fuzz(endpoint, 3_000 + i, property, IGNORED_RUNS, () => refusedOnly);
  });

  it('refuses broken transport: bodies that are not JSON, wrong content types and methods, unknown procedures', async () => {
    const procedure = fc.constantFrom(...WITH_INPUT);
    const request = fc.oneof(
      fc.tuple(procedure, brokenBody, fc.boolean()).map(([p, body, batch]) => {
        const params: Record<string, string> = batch ? { batch: '1' } : {};
        return p.type === 'mutation'
          ? rawTrpcRequest(p.path, { method: 'POST', contentType: 'application/json', body, params })
          : rawTrpcRequest(p.path, { method: 'GET', params: { ...params, input: body } });
      }),
      fc.tuple(procedure, wrongContentType, junk).map(([p, contentType, input]) => rawTrpcRequest(p.path, { method: 'POST', contentType, body: JSON.stringify(input) ?? '' })),
      fc
        .tuple(procedure, fc.constantFrom('PUT', 'PATCH', 'DELETE'), junk)
        .map(([p, method, input]) => rawTrpcRequest(p.path, { method, contentType: 'application/json', body: JSON.stringify(input) ?? '' })),
      // The method the procedure does not take: a query posted, a mutation read.
      fc.tuple(procedure, junk).map(([p, input]) => trpcRequest({ path: p.path, type: p.type === 'query' ? 'mutation' : 'query' }, input, { batch: false })),
      fc.tuple(oddKey, fc.constantFrom('GET', 'POST')).map(([name, method]) => rawTrpcRequest(`${name}.${name}`, { method, contentType: 'application/json', body: '{}' })),
      // A batch of two calls, each with input its parser refuses: as the object of calls, or as an array.
      procedure.chain((p) =>
        badInput(p.fields)
          .filter((value) => isRefused(p.parser!, overTheWire(value)))
          .map((input) =>
            p.type === 'mutation'
              ? rawTrpcRequest(`${p.path},${p.path}`, { method: 'POST', contentType: 'application/json', body: JSON.stringify([input, input]), params: { batch: '1' } })
              : rawTrpcRequest(`${p.path},${p.path}`, { method: 'GET', params: { batch: '1', input: JSON.stringify({ 0: input, 1: input }) } }),
          ),
      ),
    );
    const before = await snapshotTables(endpoint.db);
    await fc.assert(
      fc.asyncProperty(request, async (req) => {
        await endpoint.expectRefused(req, `${req.method} ${decodeURIComponent(req.url).slice(0, 200)} (${req.headers.get('content-type') ?? 'no content type'})`);
        badInputsSent++;
      }),
      { seed: 4_000, numRuns: TRANSPORT_RUNS },
    );
    expect(await snapshotTables(endpoint.db)).toEqual(before);
  });
});

describe('the fuzz run', () => {
  it(`sent at least ${MIN_BAD_INPUTS} bad inputs`, () => {
    // Runs last (tests of a file run in order): the suites above counted what they sent.
    expect(badInputsSent).toBeGreaterThanOrEqual(MIN_BAD_INPUTS);
  });
});
