import { TRPCError } from '@trpc/server';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { appRouter } from '~/server/api/root';
import type { TSession } from '~/server/auth/types';
import { createIdentityClient } from '~/server/clients/identity';
import { createUsersRepo } from '~/server/db/users-repo';
import { authHarness, localIdentityConfig } from '../helpers/auth';
import { DAY_MS, NOW } from '../helpers/db';
import { countWrites, snapshotTables } from '../helpers/db-snapshot';
import { solvedToken } from '../helpers/resume';
import { proceduresOf } from '../helpers/trpc-wire';
import { brokenInputs, edgeInputs, nullable, optional, preview, required, ruleBreaks, validInput, type TWireRules } from '../helpers/wire-rules';

// The wire rules of every procedure as the product's documents state them, written here by hand
// (never imported from src): docs/product-rules.md §n = the product rules, numbered as the
// specification, security.md = docs/security.md, prisma-free = prisma-free.md. A schema that drops a
// rule fails "refuses"; one tighter than the documents fails "takes". Where a document is silent
// (a title's length, a page's upper bound) nothing is asserted, so those are left to the fuzz suites.

/** docs/product-rules.md (Rumbo’s choices): the six statuses, stored as these keys. */
const STATUSES = ['SAVED', 'APPLIED', 'INTERVIEW', 'OFFER', 'REJECTED', 'WITHDRAWN'] as const;
const STATUS_CITE = 'docs/product-rules.md (Rumbo’s choices): application statuses SAVED … WITHDRAWN';
const JOB_URL_CITE = 'security.md Requests: a job_url must be http(s); docs/product-rules.md §4.11 "A job found elsewhere": its link (http or https)';
const EMAIL_CITE = 'docs/product-rules.md §5 Email format: something, an @, something, a dot, something, no spaces';
const NAME_CITE = 'docs/product-rules.md §5 Name: 2 to 15 characters after trimming, only letters, spaces and hyphens';
/** docs/product-rules.md (Rumbo’s choices): "Lists hold at most 50 entries of 1 to 100 characters." */
const PREFERENCE_LIST = { kind: 'list', maxItems: 50, item: { kind: 'text', min: 1, max: 100 } } as const;
const PREFERENCE_CITE = 'docs/product-rules.md (Rumbo’s choices): preference lists hold at most 50 entries of 1 to 100 characters';
/** Planned dates are calendar days stored as UTC midnight (docs/product-rules.md (Rumbo’s choices)); these are a few of them. */
const DAYS_AHEAD = [1, 2, 14, 40].map((days) => Math.floor(NOW / DAY_MS) * DAY_MS + days * DAY_MS);

/** docs/product-rules.md §5 name messages, word for word. */
const NAME_MESSAGES = {
  tooShort: 'Name must be at least 2 characters long',
  tooLong: 'Name must be less than 15 characters',
  badFormat: 'Name cannot contain special characters or numbers',
};

type TCaller = 'visitor' | 'subscriber' | 'signedIn' | 'newAccount';
/** What "taken" means: the call answers; or it reaches the identity service (its answer is the service's); or the documented answer for a valid input that names nothing stored. */
type TTaken = 'answers' | 'reachesIdentity' | { error: string } | 'untested';

type TProcedureRules = {
  caller: TCaller;
  rules: TWireRules;
  taken: TTaken;
  /** Fields fixed to stored things (the tracked application's job_url). */
  pins?: 'trackedJob';
  /** What a taken input must have left, beyond answering. */
  check?: (input: Record<string, unknown>, answer: unknown) => void;
};

/** Job URLs applications.create has tracked in this file. */
const CREATED = new Set<string>();

const PROCEDURES: Record<string, TProcedureRules> = {
  'applications.list': {
    caller: 'subscriber',
    rules: { fields: { status: optional({ kind: 'oneOf', values: STATUSES }, `docs/product-rules.md §7 GET /applications optional status; ${STATUS_CITE}`) } },
    taken: 'answers',
  },
  'applications.create': {
    caller: 'subscriber',
    rules: {
      fields: {
        job_url: required({ kind: 'text', format: 'httpUrl' }, JOB_URL_CITE),
        status: optional({ kind: 'oneOf', values: STATUSES }, `docs/product-rules.md §3 status defaults to APPLIED; ${STATUS_CITE}`),
      },
    },
    taken: 'answers',
    check: (input, answer) => {
      // docs/product-rules.md §3/§7: the status defaults to APPLIED (for a job not tracked before: a tracked one keeps its application).
      if (CREATED.has(String(input.job_url).trim())) return;
      CREATED.add(String(input.job_url).trim());
      expect((answer as { status: string }).status).toBe(input.status ?? 'APPLIED');
    },
  },
  'applications.add': {
    caller: 'subscriber',
    rules: {
      fields: {
        job_url: required({ kind: 'text', format: 'httpUrl' }, JOB_URL_CITE),
        title: required({ kind: 'text', min: 1, trimmed: true }, 'docs/product-rules.md §4.11 "A job found elsewhere": its link, title, company and optional location'),
        company: required({ kind: 'text', min: 1, trimmed: true }, 'docs/product-rules.md §4.11 "A job found elsewhere": title and company'),
        location: optional({ kind: 'text' }, 'docs/product-rules.md §4.11 "A job found elsewhere": optional location'),
        status: optional({ kind: 'oneOf', values: STATUSES }, STATUS_CITE),
      },
    },
    taken: 'answers',
  },
  'applications.update': {
    caller: 'subscriber',
    pins: 'trackedJob',
    rules: {
      fields: {
        job_url: required({ kind: 'text', format: 'httpUrl' }, JOB_URL_CITE),
        status: optional({ kind: 'oneOf', values: STATUSES }, `status change (docs/product-rules.md §7 POST /applications); ${STATUS_CITE}`),
        notes: optional({ kind: 'text', max: 2000 }, 'docs/product-rules.md (Rumbo’s choices): notes (up to 2,000)'),
        contact: optional({ kind: 'text', max: 200 }, 'docs/product-rules.md (Rumbo’s choices): a contact (up to 200 characters)'),
        salary: optional({ kind: 'text', max: 100 }, 'docs/product-rules.md (Rumbo’s choices): a salary (up to 100)'),
        interview_at: nullable(optional({ kind: 'int', picks: DAYS_AHEAD }, 'docs/product-rules.md (Rumbo’s choices): interview date, a calendar day (UTC midnight)')),
        follow_up_at: nullable(optional({ kind: 'int', picks: DAYS_AHEAD }, 'docs/product-rules.md (Rumbo’s choices): follow-up date, shown until cleared')),
        archived: optional({ kind: 'boolean' }, 'docs/product-rules.md §4.11 "Archive and delete"'),
      },
      oneOfFields: ['status', 'notes', 'contact', 'salary', 'interview_at', 'follow_up_at', 'archived'],
    },
    taken: 'answers',
    check: (input, answer) => {
      for (const key of ['notes', 'contact', 'salary'] as const) if (typeof input[key] === 'string') expect((answer as Record<string, unknown>)[key]).toBe(input[key]);
    },
  },
  'applications.remove': {
    caller: 'subscriber',
    pins: 'trackedJob',
    rules: { fields: { job_url: required({ kind: 'text', format: 'httpUrl' }, JOB_URL_CITE) } },
    // Taking one would delete the pinned application the others need; deleting is tracker.test.ts's.
    taken: 'untested',
  },
  'applications.restore': {
    caller: 'subscriber',
    pins: 'trackedJob',
    rules: { fields: { job_url: required({ kind: 'text', format: 'httpUrl' }, JOB_URL_CITE) } },
    // Only a deletion within its undo time can be restored; undoing is tracker.test.ts's.
    taken: 'untested',
  },
  'jobs.latest': {
    caller: 'subscriber',
    rules: {
      fields: {
        days: optional({ kind: 'int', min: 1, picks: [1, 3, 7, 14] }, 'docs/product-rules.md §2.5 /jobs: a date window (1, 3, 7 or 14 days); docs/product-rules.md §9 default 14'),
        page: optional({ kind: 'int', min: 1, picks: [1, 2, 25] }, 'docs/product-rules.md §2.5 /jobs: pages through the latest jobs, 20 per page'),
        sort: optional({ kind: 'oneOf', values: ['newest', 'match'] }, 'docs/architecture.md GET /api/jobs: sort=newest|match'),
        remote: optional({ kind: 'boolean' }, 'docs/product-rules.md §2.5 /jobs: a remote-only switch (remote=true)'),
      },
    },
    taken: 'answers',
  },
  'jobs.byUrl': {
    caller: 'subscriber',
    rules: { fields: { url: required({ kind: 'text', format: 'httpUrl' }, `docs/product-rules.md §7 GET /jobs/job_by_url query url; ${JOB_URL_CITE}`) } },
    // docs/product-rules.md §7: "field job, else error 'Job not found'" (no job is stored here).
    taken: { error: 'Job not found' },
  },
  'user.updateName': {
    caller: 'subscriber',
    rules: { fields: { name: required({ kind: 'text', min: 2, max: 15, trimmed: true, format: 'name' }, NAME_CITE, NAME_MESSAGES) } },
    taken: 'answers',
    check: (input, answer) => {
      // docs/product-rules.md §5 on save: repeated whitespace collapsed, trimmed, cut to 15 characters.
      const saved = String(input.name).replace(/\s+/g, ' ').trim().slice(0, 15);
      expect((answer as { name: string }).name).toBe(saved);
    },
  },
  'user.savePreferences': {
    caller: 'subscriber',
    rules: {
      fields: {
        locations: optional(PREFERENCE_LIST, `docs/product-rules.md §3 job preferences: locations (list); ${PREFERENCE_CITE}`),
        fields: optional(PREFERENCE_LIST, `docs/product-rules.md §3 job preferences: fields (list); ${PREFERENCE_CITE}`),
        excluded_companies: optional(PREFERENCE_LIST, `docs/product-rules.md (Rumbo’s choices): companies to exclude; ${PREFERENCE_CITE}`),
        excluded_titles: optional(PREFERENCE_LIST, `docs/product-rules.md (Rumbo’s choices): job titles to exclude; ${PREFERENCE_CITE}`),
      },
    },
    taken: 'answers',
    check: (input, answer) => {
      for (const key of ['locations', 'fields', 'excluded_companies', 'excluded_titles'] as const) {
        expect(new Set((answer as Record<string, string[]>)[key])).toEqual(new Set((input[key] as string[] | undefined) ?? []));
      }
    },
  },
  'resume.save': {
    caller: 'subscriber',
    rules: { fields: { resume_text: required({ kind: 'text', max: 100_000 }, 'prisma-free users: resume_text up to 100 kB (100,000 characters)') } },
    taken: 'answers',
    check: (input, answer) => expect(answer).toEqual({ resume_text: input.resume_text, hasResume: String(input.resume_text).length > 0 }),
  },
  'support.send': {
    caller: 'newAccount',
    rules: {
      fields: {
        topic: required({ kind: 'oneOf', values: ['subscription', 'billing', 'resume', 'account', 'privacy', 'other'] }, 'prisma-free support_requests: topic'),
        message: required({ kind: 'text', min: 10, max: 5000, trimmed: true }, 'docs/product-rules.md §2.5 /support: a message of 10 to 5,000 characters; prisma-free: trimmed'),
        reply_email: required({ kind: 'text', format: 'email', trimmed: true }, `docs/product-rules.md §2.5 /support: reply address; ${EMAIL_CITE}`),
      },
    },
    taken: 'answers',
    check: (_input, answer) => expect((answer as { reference: string }).reference).toMatch(/^RS-[A-Z0-9]{4}-[A-Z0-9]{4}$/),
  },
  'onboarding.start': {
    caller: 'visitor',
    rules: {
      fields: {
        name: required({ kind: 'text', min: 2, max: 15, trimmed: true, format: 'name' }, `docs/product-rules.md §3 onboarding formData.name; ${NAME_CITE}`),
        email: required({ kind: 'text', format: 'email', trimmed: true }, `docs/product-rules.md §3 onboarding formData.email; ${EMAIL_CITE}`),
        locations_of_interest: optional(PREFERENCE_LIST, `docs/product-rules.md §3 formData.locations_of_interest (list), kept as the preferences; ${PREFERENCE_CITE}`),
        industries_of_interest: optional(PREFERENCE_LIST, `docs/product-rules.md §3 formData.industries_of_interest (list), kept as the preferences; ${PREFERENCE_CITE}`),
        locale: optional({ kind: 'oneOf', values: ['en', 'es'] }, 'docs/product-rules.md §9 locales en and es'),
      },
    },
    taken: 'answers',
    check: (_input, answer) => expect((answer as { url: string }).url).toMatch(/\/test-checkout\/cs_local_/),
  },
  'onboarding.checkEmail': {
    caller: 'visitor',
    rules: {
      fields: { email: required({ kind: 'text', format: 'email', trimmed: true }, `docs/product-rules.md §4.8 the email step says when an account exists; ${EMAIL_CITE}`) },
    },
    taken: 'answers',
  },
  'onboarding.matchCount': {
    caller: 'visitor',
    rules: {
      fields: {
        locations: optional(PREFERENCE_LIST, `docs/product-rules.md §4.8 the review counts the jobs the chosen locations match; ${PREFERENCE_CITE}`),
        fields: optional(PREFERENCE_LIST, `docs/product-rules.md §4.8 the review counts the jobs the chosen fields match; ${PREFERENCE_CITE}`),
      },
    },
    taken: 'answers',
    check: (_input, answer) => expect((answer as { count: unknown }).count).toEqual(expect.any(Number)),
  },
  'auth.signIn': {
    caller: 'visitor',
    rules: {
      fields: {
        username: required(
          { kind: 'text', min: 1, trimmed: true, format: 'email' },
          `docs/product-rules.md §5 sign-in needs a username; email as login (docs/product-rules.md §4); ${EMAIL_CITE}`,
          {
            missing: 'username is required to signIn',
            tooShort: 'username is required to signIn',
          },
        ),
        password: required({ kind: 'text', min: 1 }, 'docs/product-rules.md §5 sign-in needs a password', {
          missing: 'password is required to signIn',
          tooShort: 'password is required to signIn',
        }),
      },
    },
    taken: 'reachesIdentity',
  },
  'auth.signInWithoutPassword': {
    caller: 'visitor',
    rules: {
      fields: {
        username: required({ kind: 'text', min: 1, trimmed: true, format: 'email' }, `docs/product-rules.md §5 sign-in needs a username; ${EMAIL_CITE}`, {
          missing: 'username is required to signIn',
          tooShort: 'username is required to signIn',
        }),
        password: optional({ kind: 'absent' }, 'docs/product-rules.md §5: the passwordless custom flow must not include a password'),
      },
    },
    taken: 'reachesIdentity',
  },
  'auth.signUp': {
    caller: 'visitor',
    rules: {
      fields: {
        email: required({ kind: 'text', min: 1, trimmed: true, format: 'email' }, `docs/product-rules.md §5 sign-up needs both; ${EMAIL_CITE}`),
        password: required({ kind: 'text', min: 12, format: 'password' }, 'docs/product-rules.md §5 sign-up needs both; security.md Passwords: at least 12 characters'),
        name: optional({ kind: 'text', min: 2, max: 15, trimmed: true, format: 'name' }, `docs/product-rules.md §2.5 /auth sign-up asks for the name; ${NAME_CITE}`),
      },
    },
    taken: 'reachesIdentity',
  },
  'auth.confirmSignUp': {
    caller: 'visitor',
    rules: {
      fields: {
        email: required({ kind: 'text', min: 1, trimmed: true, format: 'email' }, `docs/product-rules.md §5 confirm sign-up needs username and code; ${EMAIL_CITE}`),
        code: required({ kind: 'text', min: 1, trimmed: true }, 'docs/product-rules.md §5 confirm sign-up needs username and code'),
      },
    },
    taken: 'reachesIdentity',
  },
  'auth.resendSignUpCode': {
    caller: 'visitor',
    rules: {
      fields: { email: required({ kind: 'text', min: 1, trimmed: true, format: 'email' }, `docs/product-rules.md §4.12 send the code again: the account's email; ${EMAIL_CITE}`) },
    },
    taken: 'reachesIdentity',
  },
  'auth.resetPassword': {
    caller: 'visitor',
    rules: { fields: { email: required({ kind: 'text', min: 1, trimmed: true, format: 'email' }, `docs/product-rules.md §5 reset password needs a username; ${EMAIL_CITE}`) } },
    taken: 'reachesIdentity',
  },
  'auth.confirmResetPassword': {
    caller: 'visitor',
    rules: {
      fields: {
        email: required({ kind: 'text', min: 1, trimmed: true, format: 'email' }, `docs/product-rules.md §5 confirm reset needs username, new password and code; ${EMAIL_CITE}`),
        code: required({ kind: 'text', min: 1, trimmed: true }, 'docs/product-rules.md §5 confirm reset needs a confirmation code'),
        newPassword: required(
          { kind: 'text', min: 12, format: 'password' },
          'docs/product-rules.md §5 confirm reset needs a new password; security.md Passwords: at least 12 characters',
        ),
      },
    },
    taken: 'reachesIdentity',
  },
  'auth.confirmSignIn': {
    caller: 'visitor',
    rules: {
      fields: {
        state: required({ kind: 'text', min: 1 }, 'docs/product-rules.md §4 confirming a sign-in needs a prior sign-in (its sealed state)'),
        challengeResponse: required({ kind: 'text', min: 1, trimmed: true }, 'docs/product-rules.md §5 confirm sign-in needs a challenge response', {
          missing: 'challengeResponse is required to confirmSignIn',
          tooShort: 'challengeResponse is required to confirmSignIn',
        }),
      },
    },
    // A taken answer needs a real pending challenge: auth-flows.test.ts walks those.
    taken: 'untested',
  },
  'auth.changePassword': {
    caller: 'signedIn',
    rules: {
      fields: {
        oldPassword: required({ kind: 'text', min: 1 }, 'docs/product-rules.md §5 change password needs old and new passwords'),
        newPassword: required(
          { kind: 'text', min: 12, format: 'password' },
          'docs/product-rules.md §5 change password needs a new password; security.md Passwords: at least 12 characters',
        ),
      },
    },
    taken: 'reachesIdentity',
  },
  'auth.verifyTotp': {
    caller: 'signedIn',
    rules: { fields: { code: required({ kind: 'text', min: 1, trimmed: true }, 'docs/product-rules.md §5 TOTP setup needs a code') } },
    taken: 'reachesIdentity',
  },
};

/** Procedures with input that no document gives rules for, and where their input is covered instead. */
const UNDESCRIBED: Record<string, string> = {
  'user.deleteAccount': 'its one field must equal the caller’s own email, and a valid answer deletes the account: account-data.test.ts covers both',
  'jobs.matches': 'its `limit` (how many the dashboard shows) is not stated by any document',
  'resume.request': 'request ids are opaque (docs/product-rules.md §5.6 4); fuzz-procedures.test.ts covers them',
  'resume.deletePastMatch': 'request ids are opaque; fuzz-procedures.test.ts covers them',
  'resume.upload': 'the docs/product-rules.md §5 upload checks, each with its own words, are the "resume.upload" block below',
  'calendar.createFeed':
    "the browser's time zone: any text of up to 64 characters, one the runtime does not know read as UTC; calendar.test.ts and fuzz-procedures.test.ts cover it",
  'alerts.save':
    "a frequency (off, daily, weekly), a whole score from 0 to 100, the browser's IANA time zone, one the runtime knows, and whether day-before reminders go out; alerts.test.ts and fuzz-procedures.test.ts cover them",
};

// Per rule, fixed seeds: the same inputs on every run. About 15 s in all on an idle 2-core machine.
const RUNS_PER_BREAK = 3;
const RUNS_PER_EDGE = 1;
const VALID_RUNS = 4;
const TRACKED_JOB = 'https://jobs.example/wire-rules/tracked';

type THarness = Awaited<ReturnType<typeof harness>>;

/** One database and identity service for the file, counting every database write and every identity call. */
async function harness() {
  const config = localIdentityConfig();
  const identityCalls = { count: 0 };
  const client = createIdentityClient(config);
  const identity = new Proxy(client, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        identityCalls.count++;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  const h = await authHarness(config, { identity });
  let calls = 0;
  /** The session of `caller`; each procedure has a subscriber of its own, so no list it reads grows with the others' writes. */
  const sessionOf = (caller: TCaller, path: string): TSession => {
    if (caller === 'visitor') return null;
    if (caller === 'newAccount') return { email: `wire-${calls}@example.com`, accessToken: 'unused-by-rumbo-own-sources' };
    // Not a pool token: the identity service refuses it, after the input was taken.
    return { email: subscriberOf(path), accessToken: 'not-a-pool-token', signedInAt: NOW };
  };
  /**
   * Calls `path` as `caller` (a subscriber: the one of `account`, by default that of `path`) from an
   * address of its own, so no pace rule of security.md meets a generated input.
   */
  const call = (path: string, caller: TCaller, input: unknown, account = path): Promise<unknown> => {
    calls++;
    const address = `198.18.${(calls >> 8) & 255}.${calls & 255}`;
    const [group, name] = path.split('.') as [string, string];
    const procedures = h.callerAs(sessionOf(caller, account), address) as unknown as Record<string, Record<string, (input: unknown) => Promise<unknown>>>;
    return procedures[group]![name]!(input);
  };
  /** Stores the subscriber of `path`, with the application its pinned job_url names. */
  const subscribe = async (path: string) => {
    const subscription = { status: 'active', paymentStatus: 'paid', periodEnd: NOW + 10 * DAY_MS, cancelAtEnd: false, updated_at: NOW };
    await createUsersRepo(h.db).put({ user_email: subscriberOf(path), created_at: NOW, updated_at: NOW, subscription });
    await call('applications.create', 'subscriber', { job_url: TRACKED_JOB, status: 'SAVED' }, path);
  };
  return { db: h.db, writes: countWrites(h.db), identityCalls, call, subscribe };
}

const subscriberOf = (path: string) => `wire-${path.replace('.', '-').toLowerCase()}@example.com`;

type TOutcome = { isAnswered: true; answer: unknown } | { isAnswered: false; error: unknown };
const outcomeOf = (promise: Promise<unknown>): Promise<TOutcome> =>
  promise.then(
    (answer) => ({ isAnswered: true, answer }),
    (error: unknown) => ({ isAnswered: false, error }),
  );

let h: THarness;
beforeAll(async () => {
  h = await harness();
  // The identity service's refusals of made-up accounts are expected here.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterAll(() => vi.restoreAllMocks());

describe.each(Object.entries(PROCEDURES).map(([path, spec], i) => [path, spec, i] as const))('%s', (path, spec, i) => {
  const pinned = spec.pins === 'trackedJob' ? { job_url: TRACKED_JOB } : {};
  let before: Awaited<ReturnType<typeof snapshotTables>>;
  beforeAll(async () => {
    if (spec.caller !== 'visitor') await h.subscribe(path);
    before = await snapshotTables(h.db);
  });

  it.each(ruleBreaks(spec.rules).map((b, j) => [`${b.field} ${b.broken}`, b, j] as const))('refuses %s: BAD_REQUEST, nothing stored, nothing asked', async (_name, rule, j) => {
    const property = fc.asyncProperty(brokenInputs(spec.rules, rule.field, rule.broken, pinned), async (broken) => {
      const what = `${path} with ${rule.field} ${rule.broken} (${rule.cite}) ← ${preview(broken.input)}`;
      const [writes, asked] = [h.writes.count, h.identityCalls.count];
      const outcome = await outcomeOf(h.call(path, spec.caller, broken.input));
      expect(outcome.isAnswered ? outcome.answer : undefined, `${what} was taken`).toBeUndefined();
      const error = outcome.isAnswered ? undefined : outcome.error;
      expect(error, what).toBeInstanceOf(TRPCError);
      expect((error as TRPCError).code, `${what}: ${(error as Error).message}`).toBe('BAD_REQUEST');
      if (broken.message) expect((error as TRPCError).message, what).toBe(broken.message);
      expect(h.writes.count - writes, `${what}: database writes`).toBe(0);
      expect(h.identityCalls.count - asked, `${what}: identity service calls`).toBe(0);
    });
    await fc.assert(property, { seed: 10_000 * (i + 1) + j, numRuns: RUNS_PER_BREAK });
  });

  it('stored nothing for any refused input', async () => {
    expect(await snapshotTables(h.db)).toEqual(before);
  });

  it.skipIf(spec.taken === 'untested')('takes every valid input at the edges of its rules, and valid input in general', async () => {
    const takes = async (input: Record<string, unknown>, what: string) => {
      const asked = h.identityCalls.count;
      const outcome = await outcomeOf(h.call(path, spec.caller, input));
      const refusal = outcome.isAnswered ? '' : `${(outcome.error as Error).message}`;
      if (spec.taken === 'reachesIdentity') {
        expect(h.identityCalls.count - asked, `${what} never reached the identity service: ${refusal}`).toBeGreaterThan(0);
      } else if (typeof spec.taken === 'object') {
        expect(outcome.isAnswered ? 'answered' : (outcome.error as Error).message, what).toBe(spec.taken.error);
      } else {
        expect(refusal, `${what} was refused`).toBe('');
        if (outcome.isAnswered) spec.check?.(input, outcome.answer);
      }
    };
    for (const [k, edge] of edgeInputs(spec.rules, pinned).entries()) {
      await fc.assert(
        fc.asyncProperty(edge.inputs, (input) => takes(input, `${path} with ${edge.name} ← ${preview(input)}`)),
        { seed: 20_000 * (i + 1) + k, numRuns: RUNS_PER_EDGE },
      );
    }
    await fc.assert(
      fc.asyncProperty(validInput(spec.rules, pinned), (input) => takes(input, `${path} ← ${preview(input)}`)),
      { seed: 30_000 + i, numRuns: VALID_RUNS },
    );
  });
});

describe('resume.upload: the docs/product-rules.md §5 checks in the order of §5.6, each with its own words', () => {
  // docs/product-rules.md §5 Resume matching upload, docs/product-rules.md §5.6 3. Every refusal here comes before a
  // parser is held, so the one solved captcha is never spent and no quota is counted.
  const MESSAGES = {
    noFile: 'No file provided',
    captcha: 'CAPTCHA verification failed. Please try again.',
    extension: 'Invalid file extension. Only PDF files are supported.',
    unreadable: 'Failed to read file',
  };
  const pdfData = Buffer.from('%PDF-1.4 a resume that is never parsed here').toString('base64');
  const stem = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz-_ 0123456789'), minLength: 1, maxLength: 12 });
  const OVERSIZED = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(6_000_000, 32)]).toString('base64');
  const notBase64 = fc.constantFrom('%%%%', 'not base64!', 'JVBERi0xLjQ=\u0000', '****');
  let token: string;
  let before: Awaited<ReturnType<typeof snapshotTables>>;
  beforeAll(async () => {
    await h.subscribe('resume.upload');
    token = await solvedToken((await h.call('resume.challenge', 'subscriber', undefined, 'resume.upload')) as Parameters<typeof solvedToken>[0]);
    before = await snapshotTables(h.db);
  });

  /** Sends one upload as the subscriber and expects the refusal with these words (null: words other than the four SPEC checks'), nothing stored. */
  async function refused(input: Record<string, unknown>, message: string | null) {
    const writes = h.writes.count;
    const outcome = await outcomeOf(h.call('resume.upload', 'subscriber', input));
    const what = `resume.upload ← ${preview(input)}`;
    expect(outcome.isAnswered, `${what} was taken`).toBe(false);
    const error = (outcome.isAnswered ? undefined : outcome.error) as TRPCError;
    expect(error.code, `${what}: ${error.message}`).toBe('BAD_REQUEST');
    if (message) expect(error.message, what).toBe(message);
    else expect(Object.values(MESSAGES), what).not.toContain(error.message);
    expect(h.writes.count - writes, `${what}: database writes`).toBe(0);
  }

  const cases: Array<[string, fc.Arbitrary<{ input: Record<string, unknown>; message: string | null }>]> = [
    // A file is required: the data missing or empty, whatever else is sent.
    ['no file', fc.constantFrom({}, { pdf_data: '' }).map((data) => ({ input: { file_name: 'cv.pdf', captcha_token: token, ...data }, message: MESSAGES.noFile }))],
    // A captcha token is required (and it must be one we issued and that is solved).
    [
      'no captcha',
      fc.constantFrom({}, { captcha_token: '' }, { captcha_token: 'e30=' }, { captcha_token: 'not-a-token' }).map((captcha) => ({
        input: { file_name: 'cv.pdf', pdf_data: pdfData, ...captcha },
        message: MESSAGES.captcha,
      })),
    ],
    // The extension must be pdf.
    [
      'another extension',
      fc.tuple(stem, fc.constantFrom('.docx', '.pdf.exe', '.pd', 'pdf', '.pdfx', '.txt', '.PDF.zip', '.p df')).map(([name, ext]) => ({
        input: { file_name: `${name}${ext}`, pdf_data: pdfData, captcha_token: token },
        message: MESSAGES.extension,
      })),
    ],
    // ...in any case: such a name passes, and the next check (readable base64) answers.
    [
      'pdf in any case, unreadable data',
      fc.tuple(stem, fc.constantFrom('pdf', 'PDF', 'Pdf', 'pdF', 'pDf'), notBase64).map(([name, ext, data]) => ({
        input: { file_name: `${name}.${ext}`, pdf_data: data, captcha_token: token },
        message: MESSAGES.unreadable,
      })),
    ],
    // docs/product-rules.md §3: base64 without a data-URL prefix.
    [
      'a data-URL prefix',
      fc.constantFrom('data:application/pdf;base64,', 'data:;base64,').map((prefix) => ({
        input: { file_name: 'cv.pdf', pdf_data: prefix + pdfData, captcha_token: token },
        message: MESSAGES.unreadable,
      })),
    ],
    // docs/product-rules.md §5.6: at most 5 MB (6,000,000 bytes is over it in either reading of "MB"). The file starts
    // like a PDF, so only the size can refuse it before a parser is held (which spends the captcha).
    ['over 5 MB', fc.constant(OVERSIZED).map((pdf_data) => ({ input: { file_name: 'cv.pdf', pdf_data, captcha_token: token }, message: null }))],
  ];

  it.each(cases.map(([name, arbitrary], i) => [name, arbitrary, i] as const))('refuses %s', async (_name, arbitrary, i) => {
    await fc.assert(
      fc.asyncProperty(arbitrary, ({ input, message }) => refused(input, message)),
      { seed: 40_000 + i, numRuns: 4 },
    );
  });

  // A person's upload without a file name is not a .pdf name (the API's body, §7, may leave it out).
  it('refuses an upload without a file name as a wrong extension (docs/product-rules.md §5: the extension must be pdf)', async () => {
    await refused({ pdf_data: '%%%%', captcha_token: token }, MESSAGES.extension);
  });

  it('stored nothing and spent no captcha', async () => {
    expect(await snapshotTables(h.db)).toEqual(before);
  });
});

// Rules the generic descriptions cannot state: a planned date is a whole calendar day.
describe('planned dates', () => {
  beforeAll(() => h.subscribe('divergence.plannedDate'));

  it('a planned date with a time of day is refused, or kept as its UTC day (docs/product-rules.md (Rumbo’s choices): planned dates are calendar days, stored as UTC midnight)', async () => {
    const interview_at = DAYS_AHEAD[0]! + 12 * 3_600_000 + 34 * 60_000;
    const outcome = await outcomeOf(h.call('applications.update', 'subscriber', { job_url: TRACKED_JOB, interview_at }, 'divergence.plannedDate'));
    if (outcome.isAnswered) expect((outcome.answer as { interview_at: number }).interview_at % DAY_MS).toBe(0);
    else expect((outcome.error as TRPCError).code).toBe('BAD_REQUEST');
  });
});

describe('the descriptions', () => {
  it('cover every procedure that takes input, or say why not', () => {
    const withInput = proceduresOf(appRouter)
      .filter((p) => p.parser)
      .map((p) => p.path);
    const described = [...Object.keys(PROCEDURES), ...Object.keys(UNDESCRIBED)];
    expect(withInput.filter((path) => !described.includes(path))).toEqual([]);
    expect(described.filter((path) => !withInput.includes(path))).toEqual([]);
  });
});
