import { DEMO_USERS } from '../../src/local/seed';

/** The app's own output during the browser suite, one line each, in the stack's data folder. */
export const APP_LOG = 'app.log';

/**
 * What must never appear in a log line (docs/operations.md, "Logs"): the demo accounts' emails and
 * password, any test account's email, tokens (JWTs, bearer credentials, sign-in tickets), the
 * session secret, cookies and payment ids. Answers each offending line with what it held.
 */
export function findLeaks(log: string, sessionSecret: string): string[] {
  const forbidden: Array<[string, RegExp]> = [
    ...Object.values(DEMO_USERS).flatMap((user): Array<[string, RegExp]> => [
      ['a demo email', new RegExp(user.email.replace(/[.+]/g, '\\$&'), 'i')],
      ['a demo password', new RegExp(user.password.replace(/[#.+]/g, '\\$&'))],
    ]),
    ['a test email', /[\w.+-]+@example\.com/i],
    ['a JWT', /eyJ[\w-]{6,}\.[\w-]{6,}\./],
    ['a bearer credential', /Bearer\s+[\w.~+/=-]{8,}/],
    ['a session cookie', /next-auth\.session-token/],
    ['a payment id', /\b(cs|sub|cus)_(local|test|live)_\w{8,}/],
    ['the session secret', new RegExp(sessionSecret.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))],
  ];
  return log
    .split('\n')
    .flatMap((line) => [...new Set(forbidden.filter(([, pattern]) => pattern.test(line)).map(([what]) => what))].map((what) => `${what}: ${line.slice(0, 300)}`));
}
