import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { ensureUser } from '~/local/cognito';
import { callIdentity } from '~/server/clients/identity';
import { createDb } from '~/server/db/client';
import { ensureTables } from '~/server/db/tables';
import { createUsersRepo } from '~/server/db/users-repo';
import { DAY_MS } from '~/domain/time';
import { anyText, brokenBody, hugeText, junk, oddKey, oddText, wrongContentType } from '../helpers/bad-inputs';
import { snapshotTables } from '../helpers/db-snapshot';
import { exportedMethods, routeFiles, routeRunner } from '../helpers/next-route';
import { APP_ORIGIN } from '../helpers/trpc-wire';

// The app reads its configuration once, when its modules load: point it at this run's local
// database and identity service before any route module is imported (they are imported below).
const cognito = inject('cognito');
const PREFIX = `t${randomUUID().slice(0, 8)}-`;
Object.assign(process.env, {
  APP_URL: APP_ORIGIN,
  NEXTAUTH_URL: APP_ORIGIN,
  NEXTAUTH_SECRET: 'fuzz-routes-secret-fuzz-routes-secret-0123',
  DYNAMODB_ENDPOINT: inject('dynamoEndpoint'),
  DYNAMODB_TABLE_PREFIX: PREFIX,
  COGNITO_ENDPOINT: cognito.endpoint,
  COGNITO_USER_POOL_ID: cognito.userPoolId,
  COGNITO_CLIENT_ID: cognito.clientId,
  RATE_LIMIT_STORE: 'memory',
});

// Runs per route and caller, fixed seeds: the same requests on every run.
const RUNS = 60;
const MIN_BAD_REQUESTS = 1_000;
const SUBSCRIBER = { email: 'fuzz-routes@example.com', password: 'Fuzz#Routes2026' };

/**
 * What a route may answer to junk besides a refusal (4xx with a message), and why. A route not
 * listed here answers junk with refusals only; a new route starts there. Every success is also
 * held to the database being unchanged.
 */
const ALSO_ANSWERS: Record<string, { successes?: { methods: string[]; why: string }; redirects?: string }> = {
  '/api/health': { successes: { methods: ['GET'], why: 'takes no input: it answers its probe whatever is sent' } },
  '/api/ready': { successes: { methods: ['GET'], why: 'takes no input: it answers its probes whatever is sent' } },
  '/api/csrf': { successes: { methods: ['GET'], why: 'takes no input: a fresh token whatever is sent' } },
  '/api/extension/download': { successes: { methods: ['GET'], why: 'takes no input: the same public file whatever is sent' } },
  '/api/auth/[...nextauth]': {
    successes: { methods: ['GET', 'POST'], why: "next-auth's reads (session, csrf, providers) and its browser logger (_log) ignore what they cannot use" },
    redirects: "next-auth's pages and forms answer with a page of the app",
  },
  '/api/test-checkout/[id]': { redirects: 'the test checkout form answers with a page of the app' },
  '/api/stripe/return': { redirects: 'sends the person back from checkout to one of its own pages' },
  '/api/jobs': { successes: { methods: ['GET'], why: 'a read that ignores parameters it does not know' } },
  '/api/platform/[...path]': { successes: { methods: ['GET'], why: 'reads that ignore parameters they do not know' } },
  '/api/trpc/[trpc]': { successes: { methods: ['GET'], why: 'queries whose input has defaults' } },
  '/api/alerts/save': { redirects: 'the Save confirmation form answers with its page, which says whether the job was saved' },
  '/api/alerts/unsubscribe': { redirects: 'the unsubscribe link and form answer with their page, which says whether alerts were switched off' },
};

/** Values the dynamic segments are drawn from besides junk, so requests also reach the handlers behind them. */
const KNOWN_SEGMENTS: Record<string, string[][]> = {
  nextauth: [['session'], ['csrf'], ['providers'], ['signin'], ['signout'], ['callback', 'credentials'], ['error'], ['_log'], ['signin', 'credentials']],
  path: [
    ['jobs', 'latest_jobs'],
    ['jobs', 'job_by_url'],
    ['user', 'job_search_preferences'],
    ['user', 'resume'],
    ['applications'],
    ['resume-to-jobs-upload'],
    ['resume-to-jobs-request'],
  ],
  trpc: [['jobs.latest'], ['applications.create'], ['user.updateName'], ['auth.signIn'], ['resume.upload'], ['onboarding.start']],
  id: [[`cs_local_${'0'.repeat(32)}`]],
};

/** Internal failure text that must never reach a caller, in a body or a redirect. */
const LEAK = /Cannot read propert|is not a function|is not defined|Unexpected token|TypeError|ReferenceError|ECONNREFUSED|ResourceNotFound|ValidationException|\bat .+:\d+:\d+/;

const urlSafe = (text: string) => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '\ufffd'));
/** Header values carry bytes only (no controls): everything else becomes one byte of obs-text, as a proxy would pass it. */
const headerSafe = (text: string) => text.replace(/[^\x20-\x7e\x80-\xff]/g, '\xff');
// Never empty, '.' or '..': URLs normalise those away before any route sees them.
const segment = fc.oneof(oddText, oddKey, fc.constantFrom('%2e%2e', '~', '%00')).filter((text) => !['', '.', '..'].includes(text));

type TRoute = { pattern: string; run: ReturnType<typeof routeRunner>; methods: string[] };
type TCaller = { cookie?: string; bearer?: string };
let badRequests = 0;

/** A hostile request to one route: its own methods and another, junk in every segment, query, header and body. */
function requestsFor(route: TRoute, caller: TCaller) {
  const dynamic = [...route.pattern.matchAll(/\[(\.\.\.)?(\w+)\]/g)].map(([, spread, name]) => ({ name: name!, spread: !!spread }));
  const values = fc.tuple(
    ...dynamic.map(({ name, spread }) => fc.oneof(fc.constantFrom(...(KNOWN_SEGMENTS[name] ?? [['x']])), fc.array(segment, { minLength: 1, maxLength: spread ? 3 : 1 }))),
  );
  const query = fc.dictionary(
    fc.oneof(fc.constantFrom('days', 'max_results', 'page', 'search', 'url', 'status', 'request_id', 'callbackUrl', 'error', 'json', 'input', 'batch', 'to', 'session_id'), oddKey),
    fc.oneof(oddText, fc.constantFrom('https://evil.example/', '//evil.example', '1', '-1', '0', '1e9', 'onboarding', 'renewed', 'cs_test_x')),
    { maxKeys: 4 },
  );
  const body = fc.oneof(
    fc.constant(undefined),
    brokenBody,
    junk.map((value) => JSON.stringify(value) ?? ''),
    fc.dictionary(oddKey, oddText, { maxKeys: 4 }).map((form) => new URLSearchParams(form).toString()),
    hugeText,
  );
  const headers = fc.record({
    contentType: fc.oneof(fc.constantFrom('application/json', 'application/x-www-form-urlencoded'), wrongContentType, fc.constant(undefined)),
    extraCookie: fc.option(
      fc.constantFrom(
        'next-auth.session-token=forged',
        'next-auth.csrf-token=x%7Cy',
        'next-auth.callback-url=javascript%3Aalert(1)',
        'rumbo_csrf=abc',
        '__Secure-next-auth.session-token=forged',
      ),
    ),
    authorization: fc.oneof(
      fc.constant(caller.bearer ? `Bearer ${caller.bearer}` : undefined),
      fc.constantFrom('Bearer ', 'Bearer x.y.z', 'Basic YTpi', 'Bearer eyJhbGciOiJub25lIn0.e30.'),
      anyText.map((t) => headerSafe(t.slice(0, 200))),
    ),
    csrf: fc.option(oddText),
    origin: fc.constantFrom(APP_ORIGIN, 'https://evil.example', undefined),
    forwardedFor: fc.constantFrom('127.0.0.1', '198.51.100.7', 'unknown', '::1'),
  });
  const method = fc.oneof({ arbitrary: fc.constantFrom(...route.methods), weight: 4 }, { arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH'), weight: 1 });
  return fc.tuple(method, values, query, body, headers).map(([verb, segments, params, payload, h]) => {
    const path = dynamic.reduce((at, _segment, i) => at.replace(/\[(\.\.\.)?\w+\]/, segments[i]!.map(urlSafe).join('/')), route.pattern);
    const url = new URL(path, APP_ORIGIN);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    const sent: Record<string, string> = { 'x-forwarded-for': h.forwardedFor, 'sec-fetch-site': h.origin === APP_ORIGIN ? 'same-origin' : 'cross-site' };
    if (h.origin) sent.origin = h.origin;
    if (h.contentType) sent['content-type'] = h.contentType;
    if (h.authorization) sent.authorization = h.authorization;
    if (h.csrf) sent['x-csrf-token'] = headerSafe(h.csrf);
    const cookies = [caller.cookie, h.extraCookie].filter(Boolean);
    if (cookies.length) sent.cookie = cookies.join('; ');
    const hasBody = verb !== 'GET' && verb !== 'HEAD' && payload !== undefined;
    const request = new Request(url, { method: verb, headers: sent, body: hasBody ? payload : undefined });
    const routeParams = Object.fromEntries(dynamic.map(({ name, spread }, i) => [name, spread ? segments[i]! : segments[i]![0]!]));
    return {
      request,
      params: routeParams,
      label: `${verb} ${url.pathname.slice(0, 120)}${url.search.slice(0, 120)} (${h.contentType ?? 'no content type'}, body ${hasBody ? payload.slice(0, 80) : 'none'})`,
    };
  });
}

/** What is wrong with an answer to junk: a server error, leaked internals, a refusal without words, a redirect off the site, an unexpected success. */
async function answerProblems(route: TRoute, request: Request, response: Response): Promise<string[]> {
  const problems: string[] = [];
  const text = await response.text();
  const location = response.headers.get('location') ?? '';
  const { status } = response;
  if (status >= 500) problems.push(`status ${status}: ${text.slice(0, 200)}`);
  if (LEAK.test(text) || LEAK.test(decodeURIComponent(location.replace(/%(?![0-9a-f]{2})/gi, '%25')))) problems.push(`internal text leaked: ${(text + location).slice(0, 300)}`);
  const also = ALSO_ANSWERS[route.pattern] ?? {};
  if (status >= 300 && status < 400) {
    if (!also.redirects) problems.push(`unexpected redirect to ${location}`);
    else if (new URL(location, APP_ORIGIN).origin !== APP_ORIGIN) problems.push(`redirect off the site: ${location}`);
  }
  if (status < 300 && !also.successes?.methods.includes(request.method)) problems.push(`unexpected success ${status}: ${text.slice(0, 200)}`);
  if (status >= 400 && status < 500) {
    // Next answers a method the route does not export with a bare 405: the status line says it all.
    const isBare405 = status === 405 && !text;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = text.trim() && text !== '[object Object]' ? { message: text } : undefined;
    }
    const said = [body, ...(Array.isArray(body) ? body : [])].flatMap((item) => {
      const record = (item ?? {}) as { message?: unknown; error?: unknown };
      return [record.message, record.error, (record.error as { message?: unknown } | undefined)?.message].filter((m): m is string => typeof m === 'string' && m.trim() !== '');
    });
    if (!isBare405 && !said.length) problems.push(`refusal ${status} without a message: ${text.slice(0, 200)}`);
  }
  return problems;
}

// Found on disk, so a new route handler is fuzzed without touching this file.
const FILES = routeFiles(join(process.cwd(), 'src/app'));

describe('every route handler answers junk without failing, and writes nothing', () => {
  const db = createDb({ region: 'eu-west-3', endpoint: inject('dynamoEndpoint'), tablePrefix: PREFIX, hasAwsCredentials: false });
  let routes: TRoute[] = [];
  const callers: Record<string, TCaller> = { 'signed out': {} };

  beforeAll(async () => {
    await ensureTables(db, { localPayments: true });
    routes = await Promise.all(
      FILES.map(async ({ pattern, file }) => {
        const handlers = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
        return { pattern, run: routeRunner(pattern, handlers), methods: exportedMethods(handlers) };
      }),
    );
    callers['a subscriber'] = await signedInSubscriber(routes);
  });

  /** Signs in the way a browser does: the tRPC sign-in, then next-auth's credentials callback with its CSRF token. */
  async function signedInSubscriber(all: TRoute[]): Promise<TCaller> {
    const at = (pattern: string) => all.find((route) => route.pattern === pattern)!;
    await ensureUser(cognito.endpoint, cognito.userPoolId, SUBSCRIBER.email, SUBSCRIBER.password);
    // Route handlers run on the system clock, so the subscription is valid from now on.
    await createUsersRepo(db).put({
      user_email: SUBSCRIBER.email,
      created_at: Date.now(),
      updated_at: Date.now(),
      subscription: { status: 'active', paymentStatus: 'paid', periodEnd: Date.now() + 30 * DAY_MS, cancelAtEnd: false, updated_at: Date.now() },
    });
    const browser = { origin: APP_ORIGIN, 'sec-fetch-site': 'same-origin', 'x-forwarded-for': '127.0.0.1' };
    const signIn = await at('/api/trpc/[trpc]').run(
      new Request(`${APP_ORIGIN}/api/trpc/auth.signIn`, {
        method: 'POST',
        headers: { ...browser, 'content-type': 'application/json' },
        body: JSON.stringify({ username: SUBSCRIBER.email, password: SUBSCRIBER.password }),
      }),
      { trpc: 'auth.signIn' },
    );
    const ticket = ((await signIn.json()) as { result?: { data?: { ticket?: string } } }).result?.data?.ticket;
    expect(ticket, 'a sign-in ticket').toBeTruthy();
    const nextAuth = at('/api/auth/[...nextauth]');
    const csrf = await nextAuth.run(new Request(`${APP_ORIGIN}/api/auth/csrf`, { headers: browser }), { nextauth: ['csrf'] });
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const csrfCookie = csrf.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
    const callback = await nextAuth.run(
      new Request(`${APP_ORIGIN}/api/auth/callback/credentials`, {
        method: 'POST',
        headers: { ...browser, cookie: csrfCookie, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ csrfToken, ticket: ticket!, json: 'true' }),
      }),
      { nextauth: ['callback', 'credentials'] },
    );
    // A large session cookie comes in chunks (`.0`, `.1`, …); the browser sends them all back.
    const session = callback.headers
      .getSetCookie()
      .filter((cookie) => cookie.startsWith('next-auth.session-token'))
      .map((cookie) => cookie.split(';')[0]!);
    expect(session, `a session cookie (the callback answered ${callback.status} ${await callback.text()})`).not.toEqual([]);
    // The platform's bearer is the identity service's access token, as another client would send it.
    const tokens = await callIdentity(
      cognito.endpoint,
      'InitiateAuth',
      { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: cognito.clientId, AuthParameters: { USERNAME: SUBSCRIBER.email, PASSWORD: SUBSCRIBER.password } },
      z.object({ AuthenticationResult: z.object({ AccessToken: z.string() }) }),
    );
    return { cookie: session.join('; '), bearer: tokens.AuthenticationResult.AccessToken };
  }

  describe.each(['signed out', 'a subscriber'])('called by %s', (who) => {
    it.each(FILES.map(({ pattern }, i) => [pattern, i] as const))('%s: never a server error, refusals with a message, redirects on the site', async (pattern, i) => {
      const route = routes.find((candidate) => candidate.pattern === pattern)!;
      const before = await snapshotTables(db);
      await fc.assert(
        fc.asyncProperty(requestsFor(route, callers[who]!), async ({ request, params, label }) => {
          // Next answers a handler that throws with a bare 500; the thrown error is what to fix.
          const response = await route.run(request, params).catch((error: unknown) => new Response(`thrown: ${String(error)}`, { status: 500 }));
          expect(await answerProblems(route, request, response), label).toEqual([]);
          badRequests++;
        }),
        { seed: 6_000 + i, numRuns: RUNS },
      );
      expect(await snapshotTables(db), 'the database after junk').toEqual(before);
    });
  });

  it(`sent at least ${MIN_BAD_REQUESTS} bad requests`, () => {
    // Runs last (tests of a file run in order): the tests above counted what they sent.
    expect(badRequests).toBeGreaterThanOrEqual(MIN_BAD_REQUESTS);
  });
});
