import { initTRPC, TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { AppError, ERROR_CODES } from '~/domain/errors';
import type { TLocale } from '~/domain/locale';
import { isSubscriptionValid } from '~/domain/subscription';
import { memoryDeviceStore, type TRequestInfo, type TSession } from '../auth/types';
import type { TUserRecord } from '../db/users-repo';
import type { TDeps } from '../deps';
import type { TCaller } from '../sources/types';

/** The dependencies a procedure reaches through its context (not the platform's HTTP layer or the caches behind the sources). */
const CONTEXT_DEPS = [
  'clock',
  'users',
  'jobs',
  'applications',
  'resumeMatching',
  'captcha',
  'tracker',
  'resumeRequests',
  'supportRequests',
  'erasure',
  'auth',
  'payments',
  'signups',
  'accounts',
  'appUrl',
  'limiter',
  'mailer',
  'calendarFeeds',
  'alerts',
  'extension',
] as const satisfies ReadonlyArray<keyof TDeps>;

function contextDeps(deps: TDeps): Pick<TDeps, (typeof CONTEXT_DEPS)[number]> {
  return Object.fromEntries(CONTEXT_DEPS.map((key) => [key, deps[key]])) as Pick<TDeps, (typeof CONTEXT_DEPS)[number]>;
}

/**
 * Inner context: plain values only, so tests call procedures without HTTP. It holds what
 * procedures use (the data sources, the upload's captcha, the users table, the identity side),
 * not the payments or the platform's HTTP face. The caller's user record is read at most once
 * per request (the caller's check reads it, and the calls of a batch share that reading); a
 * mutation makes the context's later calls read it again.
 */
export function createInnerContext(opts: { session: TSession; deps: TDeps; request?: TRequestInfo; locale?: TLocale; user?: TUserRecord | null }) {
  const shared = contextDeps(opts.deps);
  const { users } = shared;
  const { session } = opts;
  // A record this request already read (the proxy's guard, for a page render) is its first answer.
  let user: Promise<TUserRecord | null> | undefined = opts.user === undefined ? undefined : Promise.resolve(opts.user);
  const readUser = () => (session ? users.get(session.email) : Promise.resolve(null));
  return {
    session,
    locale: opts.locale,
    request: opts.request ?? { address: 'internal', devices: memoryDeviceStore() },
    ...shared,
    /** The caller's stored record, shared by the calls of one request. */
    loadUser: (fresh = false): Promise<TUserRecord | null> => {
      if (fresh || !user) {
        user = readUser();
        user.catch(() => (user = undefined));
      }
      return user;
    },
    /** Forgets the shared record after a write, so the next call of this context reads what was written. */
    forgetUser: () => void (user = undefined),
  };
}
export type TContext = ReturnType<typeof createInnerContext>;

// No transformer: every answer is plain JSON (dates travel as epoch ms), and superjson's walk
// cost about 0.2 ms of CPU per call on a page of 20 jobs.
const t = initTRPC.context<TContext>().create({
  errorFormatter({ shape, error }) {
    const cause = error.cause;
    // An unexpected failure's own words (AWS SDK text, table names) stay in the server's log.
    const isInternal = error.code === 'INTERNAL_SERVER_ERROR' && !(cause instanceof AppError);
    // A body that is not JSON: the parser's own words name its internals.
    const isUnreadable = error.code === 'PARSE_ERROR' || (error.code === 'BAD_REQUEST' && cause instanceof SyntaxError);
    return {
      ...shape,
      message: isInternal ? 'Internal error' : isUnreadable ? 'The request body is not valid JSON' : shape.message,
      data: {
        ...shape.data,
        stack: undefined,
        appCode: cause instanceof AppError ? cause.code : error.code === 'UNAUTHORIZED' ? 'UNAUTHORIZED' : undefined,
        reason: cause instanceof AppError ? cause.reason : undefined,
        detail: cause instanceof AppError ? cause.detail : undefined,
        // Only a caller's bad input explains itself; a failed output or stored-data parse is internal.
        // Text over its limit names the limit, so the browser says it in the person's language (docs/product-rules.md §9.3).
        zodIssues:
          error.code === 'BAD_REQUEST' && cause instanceof ZodError
            ? cause.issues.map((i) => ({ path: i.path.join('.'), message: i.message, ...(i.code === 'too_big' && i.origin === 'string' ? { maxLength: Number(i.maximum) } : {}) }))
            : undefined,
      },
    };
  },
});

/** Maps domain errors to tRPC codes in exactly one place. */
const appErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof AppError) {
    const cause = result.error.cause;
    throw new TRPCError({ code: ERROR_CODES[cause.code], message: cause.message, cause });
  }
  return result;
});

export const createTRPCRouter = t.router;
export const createCallerFactory = t.createCallerFactory;

export const publicProcedure = t.procedure.use(appErrors);

/** A signed-in caller; narrows `session` to non-null. A write makes the context's later calls read the record again. */
export const protectedProcedure = publicProcedure.use(async ({ ctx, next, type }) => {
  if (!ctx.session) throw new AppError('UNAUTHORIZED');
  // Only the narrowed keys: tRPC merges them into the context (a full copy per guard costs CPU).
  const result = await next({ ctx: { session: ctx.session } });
  if (type === 'mutation') ctx.forgetUser();
  return result;
});

/**
 * A signed-in caller with a valid subscription (docs/product-rules.md §4); adds the stored `user`
 * record. A write starts from the record the request already read (the caller's check reads it):
 * nothing has written it since in this context, since every write forgets it.
 */
export const subscribedProcedure = protectedProcedure.use(async ({ ctx, next }) => {
  const user = await ctx.loadUser();
  if (!user) throw new AppError('USER_NOT_FOUND', 'User data not found in DynamoDB');
  if (!isSubscriptionValid(user.subscription, ctx.clock.now())) throw new AppError('SUBSCRIPTION_INVALID');
  return next({ ctx: { user } });
});

/** A subscribed caller as the data sources see it: its record, and the bearer the HTTP APIs get (docs/product-rules.md §6). */
export const dataProcedure = subscribedProcedure.use(({ ctx, next }) => {
  const caller: TCaller = { user: ctx.user, token: ctx.session.accessToken, locale: ctx.locale };
  return next({ ctx: { caller } });
});
