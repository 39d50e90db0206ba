// The one place that reads process.env. Every variable is optional: unset, each external
// system falls back to its embedded local counterpart (see scripts/start.ts and README).
import { z } from 'zod';

const httpUrl = z
  .string()
  .trim()
  .refine((value) => {
    try {
      const { protocol } = new URL(value);
      return protocol === 'http:' || protocol === 'https:';
    } catch {
      return false;
    }
  }, 'must be an http(s) URL, e.g. http://127.0.0.1:8000');

/** An SMTP server address: smtp:// (STARTTLS when offered) or smtps:// (TLS from the start), credentials in the address. */
const smtpUrl = z
  .string()
  .trim()
  .refine((value) => {
    try {
      const { protocol, hostname } = new URL(value);
      return (protocol === 'smtp:' || protocol === 'smtps:') && hostname !== '';
    } catch {
      return false;
    }
  }, 'must be an smtp:// or smtps:// URL, e.g. smtps://user:password@email-smtp.eu-west-3.amazonaws.com:465');

const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), httpUrl.optional());
const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().min(1).optional());
/** A count from 1 to `max`, unset when empty. @param {number} max */
const optionalCount = (max) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int('must be a whole number').min(1, 'must be 1 or more').max(max, `must be at most ${max}`).optional());
/** A duration in milliseconds from `min` to `max` (10 minutes unless said), unset when empty. @param {number} min @param {number} [max] */
const optionalMs = (min, max = 600_000) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int('must be a whole number').min(min, `must be ${min} or more`).max(max, `must be at most ${max}`).optional());

/**
 * The longest claim on a resume-matching request: a request no instance moved for a minute reads
 * as failed to its owner (STALE_AFTER_MS in src/server/platform/resume-matching/source.ts), so a
 * dead holder's claim must end, and another instance's look (at most every 5 s) find it, before that.
 */
export const MATCH_LEASE_MAX_MS = 45_000;

export const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  APP_URL: httpUrl.default('http://localhost:3000'),
  PORT: z.coerce.number().int().min(0, 'must be a port number').max(65535, 'must be a port number').default(3000),
  AWS_REGION: z
    .string()
    .regex(/^[a-z]{2}(-[a-z]+)+-\d$/, 'must be a region such as eu-west-3')
    .default('eu-west-3'),
  AWS_ACCESS_KEY_ID: optionalText,
  AWS_PROFILE: optionalText,
  DYNAMODB_ENDPOINT: optionalUrl,
  DYNAMODB_TABLE_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.-]*$/, 'letters, digits, _ . - only')
    .default(''),
  COGNITO_ENDPOINT: optionalUrl,
  COGNITO_USER_POOL_ID: optionalText,
  COGNITO_CLIENT_ID: optionalText,
  /** Password sign-in flow; default USER_SRP_AUTH, or USER_PASSWORD_AUTH for a loopback endpoint. */
  COGNITO_PASSWORD_FLOW: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['USER_SRP_AUTH', 'USER_PASSWORD_AUTH']).optional()),
  /** Where rate-limit counters live: shared in the database (default with a cloud table) or per process. */
  RATE_LIMIT_STORE: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['memory', 'dynamodb']).optional()),
  /** Server processes sharing the port; unset: one per core, at most 4 (src/server/workers.mjs). */
  WEB_CONCURRENCY: optionalCount(64),
  /** Page renders one server process starts at once, the others waiting their turn; unset: 4 (src/server/render-queue.mjs). */
  RENDER_CONCURRENCY: optionalCount(256),
  PROCESS_STALL_MS: optionalMs(1_000),
  /** How long a claim on a resume-matching request lasts before another instance may take it over; unset: 15000 (src/server/platform/resume-matching/worker.ts). */
  // Never renewed, so longer than a first ranking with its index build takes (or a live holder's work is
  // taken over), and at most MATCH_LEASE_MAX_MS.
  MATCH_LEASE_MS: optionalMs(5_000, MATCH_LEASE_MAX_MS),
  NEXTAUTH_SECRET: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(32, 'must be at least 32 characters').optional()),
  JOBS_API_URL: optionalUrl,
  APPLICATIONS_API_URL: optionalUrl,
  RESUME_API_URL: optionalUrl,
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_PRICE_ID: optionalText,
  /** Allows the local test checkout outside the local mode (a staging deployment); logged loudly at start. */
  ALLOW_TEST_PAYMENTS: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['true', 'false']).default('false')).transform((v) => v === 'true'),
  /** How many reverse proxies in front of the app append to X-Forwarded-For; 0 = the socket address is the client. */
  TRUSTED_PROXY_HOPS: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0, 'must be 0 or more').max(10, 'must be at most 10').default(0)),
  ANALYTICS_SCRIPT_URL: optionalUrl,
  SUPPORT_EMAIL: z.email('must be an email address').default('support@rumbo.app'),
  SOCIAL_URL: httpUrl.default('https://www.linkedin.com/company/rumbo-jobs'),
  /** Where mail is sent; unset, no mail leaves the app (npm start points it at its local mail server). */
  SMTP_URL: z.preprocess((v) => (v === '' ? undefined : v), smtpUrl.optional()),
  /** The sender of every message: an address, or a name and an address ("Rumbo <no-reply@rumbo.app>"). */
  MAIL_FROM: z
    .string()
    .trim()
    .refine((value) => z.email().safeParse(/^[^<>]*<([^<>]+)>$/.exec(value)?.[1] ?? value).success, 'must be an address or "Name <address>", e.g. Rumbo <no-reply@rumbo.app>')
    .default('Rumbo <no-reply@rumbo.app>'),
  /** The most messages one run of a mail batch sends; the rest wait for the next run. */
  MAIL_MAX_PER_RUN: optionalCount(100_000).transform((v) => v ?? 500),
  /**
   * Names one build (next.config.mjs `deploymentId`): set at build time (the Docker build's argument) and
   * kept in the image, so a browser holding another build's pages reloads instead of mixing versions.
   */
  NEXT_DEPLOYMENT_ID: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^[A-Za-z0-9._-]{1,64}$/, 'letters, digits, _ . - only, at most 64')
      .optional(),
  ),
});

/** @typedef {z.infer<typeof ZEnv>} TEnv */

/** Variables whose value may hold a secret: a configuration error names them without their value. */
const SECRET_VARIABLES = ['NEXTAUTH_SECRET', 'SMTP_URL', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'];

export class ConfigError extends Error {
  /** @param {string[]} problems one line per invalid variable, each starting with its name */
  constructor(problems) {
    super(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/**
 * A loopback address: the embedded local engines listen there, so it means local use.
 * @param {string | undefined} url
 */
export const isLoopbackUrl = (url) => !!url && ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname);

/**
 * The variables that point at a real deployment: cloud database credentials or endpoint, a cloud
 * identity pool, real payments. With any of them, sessions must not rest on a generated local secret.
 * @param {TEnv} env
 * @returns {string[]}
 */
function cloudVariables(env) {
  /** @type {(names: ReadonlyArray<keyof TEnv>) => string[]} */
  const set = (names) => names.filter((name) => env[name]);
  // A loopback endpoint is a local engine, whatever credentials go with it.
  const database = env.DYNAMODB_ENDPOINT ? (isLoopbackUrl(env.DYNAMODB_ENDPOINT) ? [] : ['DYNAMODB_ENDPOINT']) : set(['AWS_ACCESS_KEY_ID', 'AWS_PROFILE']);
  const identity = env.COGNITO_USER_POOL_ID && !isLoopbackUrl(env.COGNITO_ENDPOINT) ? ['COGNITO_USER_POOL_ID'] : [];
  return [...database, ...identity, ...set(['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_ID'])];
}

/**
 * Validates a variable map; throws ConfigError naming every invalid variable.
 * @param {Record<string, string | undefined>} source
 * @returns {TEnv}
 */
export function parseEnv(source) {
  const result = ZEnv.safeParse(source);
  if (result.success) {
    const cloud = cloudVariables(result.data);
    if (cloud.length && !result.data.NEXTAUTH_SECRET) {
      throw new ConfigError([
        `NEXTAUTH_SECRET: required because ${cloud.join(' and ')} ${cloud.length === 1 ? 'is' : 'are'} set (a deployment needs its own fixed secret of at least 32 characters, e.g. from \`openssl rand -base64 32\`)`,
      ]);
    }
    return result.data;
  }
  throw new ConfigError(
    result.error.issues.map((issue) => {
      const name = issue.path.join('.');
      const got = source[name];
      // A value that holds a password or key is never echoed.
      return `${name}: ${issue.message}${got === undefined || SECRET_VARIABLES.includes(name) ? '' : ` (got "${got}")`}`;
    }),
  );
}

export const env = parseEnv(process.env);
