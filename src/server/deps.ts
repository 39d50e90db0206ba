import 'server-only';
import { randomBytes } from 'node:crypto';
import { env, isLoopbackUrl as isLoopback } from '~/env';
import { matcher } from '~/domain/matching';
import { systemClock, type TClock } from '~/domain/clock';
import { createDb, type TDb } from './db/client';
import { createUsersRepo } from './db/users-repo';
import { createJobsRepo } from './db/jobs-repo';
import { createApplicationsRepo, type TApplicationItem } from './db/applications-repo';
import { createApplicationsCache, type TApplicationsCache } from './db/applications-cache';
import { createJobsApi } from './clients/jobs-api';
import { createApplicationsApi } from './clients/applications-api';
import { createResumeApi } from './clients/resume-api';
import { createCaptchaReplaysRepo } from './db/captcha-replays-repo';
import { createResumeRequestsRepo, type TResumeRequestsRepo } from './db/resume-requests-repo';
import { createSupportRequestsRepo, type TSupportRequestsRepo } from './db/support-requests-repo';
import { createRecentJobs, type TRecentJobs } from './platform/recent-jobs';
import { threadIndexes } from './platform/job-indexes/host';
import { captchaSecretFrom, createCaptcha, type TCaptcha } from './platform/resume-matching/captcha';
import { createRumboResumeMatchingSource } from './platform/resume-matching/source';
import { createMatchWorker, sweepEveryMs } from './platform/resume-matching/worker';
import { processPdfParsers, type TPdfParsers } from './platform/resume-matching/pdf-parsers';
import type { TApiConfig } from './clients/api';
import { createRumboJobsSource } from './platform/jobs-source';
import { createRumboApplicationsSource } from './platform/applications-source';
import { createPlatformHttp, type TPlatformHttp } from './platform/http';
import { createAccessTokenVerifier, InvalidTokenError, type TAccessTokenVerifier } from './platform/http/access-token';
import type { TApplicationsSource, TJobsSource, TResumeMatchingSource } from './sources/types';
import { createIdentityClient, identityEndpointForRegion, IdentityError, type TIdentityClient } from './clients/identity';
import type { TSpentTickets } from './auth/flows/tickets';
import { createSealer, type TSealer } from './auth/seal';
import { createSignInTicketsRepo } from './db/sign-in-tickets-repo';
import { createRefresher, type TRefresher } from './auth/refresh';
import { issuerOf, poolKeys, verifyIdToken } from './auth/tokens';
import { createLocalPayments } from './payments/local';
import { paymentsMode, TEST_PAYMENTS_WARNING } from './payments/mode';
import { createStripePayments } from './payments/stripe';
import { createAccounts, type TAccounts } from './payments/accounts';
import { createSignupsRepo } from './db/signups-repo';
import { createFirstPasswordsRepo } from './db/first-passwords-repo';
import type { TFirstPasswordDeps } from './payments/first-password';
import { createIdentityAdmin, type TIdentityAdmin } from './clients/identity-admin';
import { createAccountErasure, type TAccountErasure } from './db/account-erasure';
import type { TPayments } from './payments/types';
import { createDynamoStore, createMemoryStore, createRateLimiter, type TRateLimiter } from './rate-limit/limiter';
import { processWide } from './process-wide';
import { createMailSuppressionsRepo, type TMailSuppressionsRepo } from './db/mail-suppressions-repo';
import { createCalendarFeedsRepo, type TCalendarFeedsRepo } from './db/calendar-feeds-repo';
import { createMailer, smtpTransport, type TMailer, type TMailerOptions } from './mail/mailer';
import { createMatchAlertsRepo, type TMatchAlertsRepo } from './db/match-alerts-repo';
import { createExtensionTokensRepo, type TExtensionTokensRepo } from './db/extension-tokens-repo';
import { alertLinkKeyFrom, createAlertLinks, type TAlertLinks } from './alerts/links';
import { runAlerts, type TAlertsDeps, type TAlertsRun } from './alerts/run';
import { log } from '~/server/log.mjs';

/** The identity side of the app: absent when no user pool is configured. */
export type TAuthDeps = {
  identity: TIdentityClient;
  sealer: TSealer;
  limiter: TRateLimiter;
  refresher: TRefresher;
  verifyIdToken: (idToken: string) => Promise<{ email: string }>;
  /** Spent sign-in tickets (captcha_replays): a ticket opens one session only. */
  tickets: TSpentTickets;
};

/** Everything a procedure may touch; tests build their own with `buildDeps`. */
export type TDeps = {
  clock: TClock;
  users: ReturnType<typeof createUsersRepo>;
  /** docs/product-rules.md §7 jobs/user API: an external one when configured, else Rumbo's own source (direct repository calls). */
  jobs: TJobsSource;
  /** docs/product-rules.md §7 applications API, chosen the same way. */
  applications: TApplicationsSource;
  /** docs/product-rules.md §7 resume-matching API, chosen the same way (RESUME_API_URL). */
  resumeMatching: TResumeMatchingSource;
  /** Issues the upload's proof-of-work challenges (Rumbo's own whichever API verifies them). */
  captcha: TCaptcha;
  /** Rumbo's own tracker details (notes, history, job snapshot), kept whichever applications API holds the status. */
  tracker: ReturnType<typeof createApplicationsRepo>;
  /** Rumbo's own resume-matching requests: the person's past matches, listed and deleted on /documents. */
  resumeRequests: TResumeRequestsRepo;
  /** Messages sent from /support. */
  supportRequests: TSupportRequestsRepo;
  /** Deletes everything the database holds about one person (their account deletion). */
  erasure: TAccountErasure;
  /** Rumbo's own sources over HTTP (served at /api/platform) for other clients and self-hosters. */
  platform: TPlatformHttp;
  /** Recent jobs and the matching index behind Rumbo's own jobs source and uploads. */
  recent: TRecentJobs;
  auth: TAuthDeps | null;
  payments: TPayments;
  /** Onboarding answers kept until the payment is confirmed. */
  signups: ReturnType<typeof createSignupsRepo>;
  /** Makes the account of a paid email (identity user and record); the identity part only with a pool. */
  accounts: TAccounts;
  /** What a paid onboarding's browser needs to choose the new account's first password. */
  firstPassword: TFirstPasswordDeps;
  /** Public address of the app, for checkout return addresses. */
  appUrl: string;
  /** Attempt counters shared by the identity flows, checkouts and route handlers (on with or without sign-in). */
  limiter: TRateLimiter;
  /** Mail to people (SMTP_URL; none without it), never to a suppressed address. */
  mailer: TMailer;
  /** Addresses no mail goes to (bounces, complaints). */
  suppressions: TMailSuppressionsRepo;
  /** Private calendar feeds, found by the hash of their token. */
  calendarFeeds: TCalendarFeedsRepo;
  /** Match alerts by email: settings, sent markers, signed links and one pass of sending. */
  alerts: {
    repo: TMatchAlertsRepo;
    links: TAlertLinks;
    /** False when an external jobs or applications API is configured (alerts need Rumbo's own sources). */
    isOn: boolean;
    /** One pass at `now` with its own mailer (MAIL_MAX_PER_RUN messages at most). */
    run: (now: number, holder?: string) => Promise<TAlertsRun>;
  };
  /** "Save from other sites": the browser extension's tokens (hashes only). */
  extension: {
    tokens: TExtensionTokensRepo;
    /** False when an external applications API is configured: the extension acts without the person's identity token, as alerts do. */
    isOn: boolean;
  };
};

type TBuildOptions = {
  payments?: TPayments;
  appUrl?: string;
  /** Checks the platform's bearer tokens; without one every token is refused. */
  verify?: TAccessTokenVerifier;
  /** External APIs in place of the platform; each one configured switches the platform's copy off. */
  external?: { jobs?: TApiConfig; applications?: TApiConfig; resumeMatching?: TApiConfig };
  /** The app secret the captcha key is derived from; a random one per process when absent. */
  appSecret?: string;
  /** The pool's administrator actions, to create the account of a new subscriber. */
  identityAdmin?: TIdentityAdmin | null;
  /** Attempt counters; the identity side's, else a per-process one in memory. */
  limiter?: TRateLimiter;
  /** The cache of recent jobs and the matching index; a new one on `db` when absent. */
  recent?: TRecentJobs;
  /** People's applications as of their record's version; a new one when absent. */
  applicationsCache?: TApplicationsCache<TApplicationItem>;
  /** How often this instance looks for background work another one left (ms); never when absent. */
  sweepEveryMs?: number;
  /** How long an instance's claim on a resume-matching request lasts (ms); the worker's LEASE_MS when absent. */
  matchLeaseMs?: number;
  /** The parser processes that read uploaded PDFs; the process's own when absent. */
  pdfParsers?: TPdfParsers;
  /** The SMTP connection and sender; without one, no mail is sent. */
  mail?: Pick<TMailerOptions, 'transport' | 'from'> & { /** MAIL_MAX_PER_RUN: the most messages one alerts pass sends. */ capPerRun?: number };
  /** How often this instance runs a pass of match alerts (ms); never when absent. */
  alertsEveryMs?: number;
};

// Without a configured secret sign-in is off anyway; a per-process key keeps challenges unforgeable.
const processSecret = randomBytes(32).toString('hex');

const refuseAll: TAccessTokenVerifier = async () => {
  throw new InvalidTokenError();
};

export function buildDeps(db: TDb, clock: TClock = systemClock, auth: Omit<TAuthDeps, 'tickets'> | null = null, options: TBuildOptions = {}): TDeps {
  const appUrl = options.appUrl ?? 'http://localhost:3000';
  const users = createUsersRepo(db);
  const tracker = createApplicationsRepo(db, options.applicationsCache ?? createApplicationsCache(clock));
  const jobsRepo = createJobsRepo(db);
  // One cache of recent jobs and of the engine's index, shared by personalised jobs and uploads.
  const recent = options.recent ?? createRecentJobs({ jobs: jobsRepo, clock, matcher });
  const captcha = createCaptcha({ secret: captchaSecretFrom(options.appSecret ?? processSecret), replays: createCaptchaReplaysRepo(db) });
  const requests = createResumeRequestsRepo(db);
  const limiter = options.limiter ?? auth?.limiter ?? createRateLimiter(createMemoryStore(clock), clock);
  const parsers = options.pdfParsers ?? processPdfParsers();
  const own = {
    jobs: createRumboJobsSource({ jobs: jobsRepo, users, clock, recent }),
    applications: createRumboApplicationsSource({ applications: tracker, clock }),
    resumeMatching: createRumboResumeMatchingSource({
      captcha,
      parsers,
      limiter,
      requests,
      users,
      worker: createMatchWorker({ db, requests, recent, clock, sweepEveryMs: options.sweepEveryMs, leaseMs: options.matchLeaseMs }),
      clock,
    }),
  };
  const signups = createSignupsRepo(db);
  const suppressions = createMailSuppressionsRepo(db, clock);
  const external = options.external ?? {};
  const alertsRepo = createMatchAlertsRepo(db);
  const alertLinks = createAlertLinks(alertLinkKeyFrom(options.appSecret ?? processSecret));
  const mailFrom = options.mail?.from ?? 'Rumbo <no-reply@rumbo.app>';
  const alertsDeps: TAlertsDeps = {
    alerts: alertsRepo,
    users,
    jobs: jobsRepo,
    recent,
    applications: tracker,
    suppressions,
    links: alertLinks,
    appUrl,
    isOn: !external.jobs && !external.applications,
  };
  const runAlertsPass = (now: number, holder?: string) =>
    runAlerts(alertsDeps, createMailer({ transport: options.mail?.transport ?? null, from: mailFrom, suppressions, cap: options.mail?.capPerRun }), now, holder);
  if (options.alertsEveryMs && alertsDeps.isOn) {
    setInterval(() => {
      runAlertsPass(clock.now()).catch((error: unknown) => log.error({ err: error }, 'alerts-run failed'));
    }, options.alertsEveryMs).unref();
  }
  const platform = createPlatformHttp({
    users,
    ...own,
    clock,
    verify: options.verify ?? refuseAll,
    serves: { jobs: !external.jobs, applications: !external.applications, resumeMatching: !external.resumeMatching },
  });
  return {
    clock,
    users,
    jobs: external.jobs ? createJobsApi(external.jobs) : own.jobs,
    applications: external.applications ? createApplicationsApi(external.applications) : own.applications,
    resumeMatching: external.resumeMatching ? createResumeApi(external.resumeMatching) : own.resumeMatching,
    captcha,
    tracker,
    resumeRequests: requests,
    supportRequests: createSupportRequestsRepo(db),
    erasure: createAccountErasure(db),
    platform,
    recent,
    // Spent tickets are kept in the app's own database.
    auth: auth && { ...auth, tickets: createSignInTicketsRepo(db) },
    payments: options.payments ?? createLocalPayments(db, clock, appUrl),
    signups,
    accounts: createAccounts({ admin: options.identityAdmin ?? null, signups, users, clock }),
    firstPassword: { firstPasswords: createFirstPasswordsRepo(db), admin: options.identityAdmin ?? null, users, clock },
    appUrl,
    limiter,
    mailer: createMailer({ transport: options.mail?.transport ?? null, from: mailFrom, suppressions }),
    suppressions,
    calendarFeeds: createCalendarFeedsRepo(db),
    alerts: { repo: alertsRepo, links: alertLinks, isOn: alertsDeps.isOn, run: runAlertsPass },
    extension: { tokens: createExtensionTokensRepo(db), isOn: !external.applications },
  };
}

/** Builds the identity side from a client, a secret and a counter store. */
export function buildAuthDeps(identity: TIdentityClient, options: { secret: string; clock: TClock; limiter: TRateLimiter }): Omit<TAuthDeps, 'tickets'> {
  return {
    identity,
    sealer: createSealer(options.secret, () => new Date(options.clock.now())),
    limiter: options.limiter,
    refresher: createRefresher(identity, () => new Date(options.clock.now())),
    verifyIdToken: (idToken) => verifyIdToken(identity.config, idToken),
  };
}

let db: TDb | undefined;
function getDb(): TDb {
  db ??= createDb({
    region: env.AWS_REGION,
    endpoint: env.DYNAMODB_ENDPOINT,
    tablePrefix: env.DYNAMODB_TABLE_PREFIX,
    hasAwsCredentials: Boolean(env.AWS_ACCESS_KEY_ID || env.AWS_PROFILE),
  });
  return db;
}

let identity: TIdentityClient | null | undefined;
/** The identity client, or null when no user pool is configured. */
export function getIdentity(): TIdentityClient | null {
  if (identity === undefined) {
    identity =
      env.COGNITO_USER_POOL_ID && env.COGNITO_CLIENT_ID
        ? createIdentityClient({
            endpoint: env.COGNITO_ENDPOINT ?? identityEndpointForRegion(env.AWS_REGION),
            userPoolId: env.COGNITO_USER_POOL_ID,
            clientId: env.COGNITO_CLIENT_ID,
            // The local identity service has no SRP.
            passwordFlow: env.COGNITO_PASSWORD_FLOW ?? (isLoopback(env.COGNITO_ENDPOINT) ? 'USER_PASSWORD_AUTH' : 'USER_SRP_AUTH'),
          })
        : null;
  }
  return identity;
}

let deps: TDeps | undefined;
/**
 * The dependencies built once from the validated configuration. The build evaluates this module
 * once per route layer (pages, route handlers, the proxy), and each layer keeps its own set: the
 * errors its objects throw must be of the classes that layer's code checks with `instanceof`.
 * What must hold one state for the whole process is shared between the layers (`processWide`):
 * the cache of recent jobs and the matching index, people's applications, and the in-memory attempt counters.
 */
export function getDeps(): TDeps {
  deps ??= buildFromEnv();
  return deps;
}

function buildFromEnv(): TDeps {
  const client = getIdentity();
  const store =
    (env.RATE_LIMIT_STORE ?? (isLoopback(env.DYNAMODB_ENDPOINT) ? 'memory' : 'dynamodb')) === 'memory'
      ? processWide('attempt-counters', () => createMemoryStore(systemClock))
      : createDynamoStore(getDb());
  const limiter = createRateLimiter(store, systemClock);
  const auth = client && env.NEXTAUTH_SECRET ? buildAuthDeps(client, { secret: env.NEXTAUTH_SECRET, clock: systemClock, limiter }) : null;
  const mode = paymentsMode(env);
  if (mode.kind === 'local' && mode.allowed === 'explicit') log.warn(TEST_PAYMENTS_WARNING);
  const payments = mode.kind === 'stripe' ? createStripePayments(mode) : createLocalPayments(getDb(), systemClock, env.APP_URL);
  const verify = client ? poolVerifier(client, systemClock) : undefined;
  const external = {
    jobs: env.JOBS_API_URL ? { baseUrl: env.JOBS_API_URL } : undefined,
    applications: env.APPLICATIONS_API_URL ? { baseUrl: env.APPLICATIONS_API_URL } : undefined,
    resumeMatching: env.RESUME_API_URL ? { baseUrl: env.RESUME_API_URL } : undefined,
  };
  const identityAdmin = client ? poolAdmin(client) : null;
  // Plain data in and out, so one layer's instance serves them all.
  // The engine's indexes live in a worker thread: a build of seconds never pauses a request.
  const recent = processWide('recent-jobs', () => createRecentJobs({ jobs: createJobsRepo(getDb()), clock: systemClock, matcher, indexes: threadIndexes() }));
  const applicationsCache = processWide('applications-cache', () => createApplicationsCache<TApplicationItem>(systemClock));
  return buildDeps(getDb(), systemClock, auth, {
    payments,
    appUrl: env.APP_URL,
    verify,
    external,
    appSecret: env.NEXTAUTH_SECRET,
    identityAdmin,
    limiter,
    recent,
    applicationsCache,
    // Resume matching that an instance which died left open is taken over within its lease and one
    // look more: every third of the lease, at most every 5 s (20 s with the default lease of 15 s).
    sweepEveryMs: sweepEveryMs(env.MATCH_LEASE_MS),
    matchLeaseMs: env.MATCH_LEASE_MS,
    mail: { transport: env.SMTP_URL ? smtpTransport(env.SMTP_URL) : null, from: env.MAIL_FROM, capPerRun: env.MAIL_MAX_PER_RUN },
    alertsEveryMs: alertsSchedule(),
  });
}

/**
 * Match alerts: a pass every 5 minutes in each server process, started by the first route layer
 * that builds its dependencies (the others build theirs without one); the sent markers make
 * passes on other instances harmless.
 */
function alertsSchedule(): number | undefined {
  const schedule = processWide('alerts-schedule', () => ({ isStarted: false }));
  if (schedule.isStarted) return undefined;
  schedule.isStarted = true;
  return 5 * 60_000;
}

/** Administrator calls on the pool: signed with the deployment's AWS credentials, except on the local service. */
function poolAdmin(identity: TIdentityClient): TIdentityAdmin {
  const { endpoint, userPoolId } = identity.config;
  const raw = getDb().raw.config;
  const signing = isLoopback(endpoint) ? undefined : { region: env.AWS_REGION, credentials: raw.credentials, sha256: raw.sha256 };
  return createIdentityAdmin({ endpoint, userPoolId, signing });
}

/** The verifier for the configured user pool: its JWKS, its app client, the verified email from GetUser. */
export function poolVerifier(identity: TIdentityClient, clock: TClock): TAccessTokenVerifier {
  const issuer = issuerOf(identity.config);
  return createAccessTokenVerifier({
    issuer,
    clientId: identity.config.clientId,
    keys: poolKeys(issuer),
    // The service's own refusal (a revoked or unknown token) refuses the token; failing to reach it is an internal error.
    userOf: (token) =>
      identity.getUser(token).catch((error: unknown) => {
        if (error instanceof IdentityError) return null;
        throw error;
      }),
    now: clock.now,
  });
}
