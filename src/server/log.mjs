// Rumbo's one logger (pino; decision 0009): JSON lines on standard output, the level from
// LOG_LEVEL, the request id of the request being served on every line, and nothing personal or
// secret in any line (docs/operations.md, "Logs"). Plain JavaScript so that the entry
// (http-server.mjs) and the bundled application share it.
import { AsyncLocalStorage } from 'node:async_hooks';
import pino from 'pino';

const CONTEXT = Symbol.for('rumbo.request-context');
/** @typedef {{ requestId: string }} TRequestContext */
/** @type {Record<symbol, AsyncLocalStorage<TRequestContext> | undefined>} */
const shared = /** @type {any} */ (globalThis);
/**
 * The request being served, if any. One instance per process, kept on globalThis: the entry runs
 * each request inside it and the bundled application (its own copy of this module) reads it.
 */
export const requestContext = (shared[CONTEXT] ??= new AsyncLocalStorage());

/** What is never written: what it matches is replaced by a placeholder naming what it was. */
const SCRUBS = /** @type {const} */ ([
  // A signed link or callback carries its proof in the query; the path stays readable.
  [/([?&](?:token|code|ticket|state|session_id|sig|signature|key|password|email|t)=)[^&\s#"']+/gi, '$1[redacted]'],
  [/\b(?:Bearer|Basic)\s+[\w.~+/=-]+/gi, '[credential]'],
  [/\beyJ[\w-]{6,}\.[\w-]{6,}\.[\w-]*/g, '[token]'],
  [/\b(?:sk|rk|pk|whsec)_(?:live|test)_\w+/g, '[secret]'],
  [/\b(?:cs|sub|cus|pi|in)_(?:test|live|local)_\w+/g, '[payment-id]'],
  [/[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)+/g, '[email]'],
]);

/**
 * The text with emails, tokens, credentials, secrets and payment ids replaced.
 * @param {string} text
 */
export function scrub(text) {
  let clean = text;
  for (const [pattern, replacement] of SCRUBS) clean = clean.replace(pattern, replacement);
  return clean;
}

/** Keys whose values are never logged, whatever they hold. */
const SECRET_KEYS = new Set([
  'password',
  'newpassword',
  'oldpassword',
  'token',
  'accesstoken',
  'refreshtoken',
  'idtoken',
  'cookie',
  'authorization',
  'secret',
  'resume_text',
  'resumetext',
  'pdf_data',
  'ticket',
  'state',
  'email',
  'user_email',
  'username',
]);

/**
 * A copy of a value to log with every string scrubbed and every secret key's value replaced.
 * @param {unknown} value
 * @param {number} [depth]
 * @returns {unknown}
 */
export function scrubValue(value, depth = 0) {
  if (typeof value === 'string') return scrub(value);
  if (value instanceof Error) return errorOf(value);
  if (value === null || typeof value !== 'object' || depth > 6) return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  /** @type {Record<string, unknown>} */
  const copy = {};
  for (const [key, item] of Object.entries(value)) copy[key] = SECRET_KEYS.has(key.toLowerCase()) ? '[redacted]' : scrubValue(item, depth + 1);
  return copy;
}

/**
 * An error with its cause chain (pino's own serializer), scrubbed.
 * @param {unknown} error
 */
function errorOf(error) {
  return error instanceof Error ? scrubValue(pino.stdSerializers.errWithCause(error)) : scrubValue(error);
}

/** The level: LOG_LEVEL when set; silent under the test runner (tests read what they need through spies), else info. */
function levelOf() {
  const wanted = process.env.LOG_LEVEL;
  if (wanted && ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(wanted)) return wanted;
  return process.env.VITEST ? 'silent' : 'info';
}

export const log = pino({
  level: levelOf(),
  base: { service: 'rumbo', pid: process.pid },
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: {
    level: (label) => ({ level: label }),
    // Errors under `err` / `error` are left to their serializer (which scrubs them too).
    log: (object) =>
      Object.fromEntries(Object.entries(object).map(([key, value]) => [key, (key === 'err' || key === 'error') && value instanceof Error ? value : scrubValue(value, 1)])),
  },
  serializers: { err: errorOf, error: errorOf },
  hooks: {
    // The message itself is scrubbed like the fields.
    logMethod(args, method) {
      return method.apply(this, /** @type {Parameters<typeof method>} */ (args.map((arg) => (typeof arg === 'string' ? scrub(arg) : arg))));
    },
  },
  mixin() {
    const current = requestContext.getStore();
    return current ? { req_id: current.requestId } : {};
  },
});
