import { initTRPC, TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { AppError, ERROR_CODES } from '~/domain/errors';
import { isSubscriptionValid } from '~/domain/subscription';
import type { TDeviceMetadata } from '../clients/identity';
import { UpstreamError } from '../clients/http';
import type { TDeviceStore } from '../auth/flows';
import type { TDeps } from '../deps';

/** What the server knows about the caller; tokens never leave the server. */
export type TSession = { email: string; accessToken?: string; refreshToken?: string } | null;

/** Per-request facts the identity flows need: the caller's address and its remembered devices. */
export type TRequestInfo = { address: string; devices: TDeviceStore };

/** Devices remembered for this context only (server-side calls and tests). */
export function memoryDeviceStore(): TDeviceStore {
  const devices = new Map<string, TDeviceMetadata>();
  return {
    get: async (username) => devices.get(username),
    remember: async (username, device) => void devices.set(username, device),
    forget: async (username) => void devices.delete(username),
  };
}

/** Inner context: plain values only, so tests call procedures without HTTP. */
export function createInnerContext(opts: { session: TSession; deps: TDeps; request?: TRequestInfo }) {
  return { session: opts.session, ...opts.deps, request: opts.request ?? { address: 'internal', devices: memoryDeviceStore() } };
}
export type TContext = ReturnType<typeof createInnerContext>;

// No transformer: every answer is plain JSON (dates travel as epoch ms), and superjson's walk
// cost about 0.2 ms of CPU per call on a page of 20 jobs.
const t = initTRPC.context<TContext>().create({
  errorFormatter({ shape, error }) {
    const cause = error.cause;
    return {
      ...shape,
      data: {
        ...shape.data,
        stack: undefined,
        appCode: cause instanceof AppError ? cause.code : error.code === 'UNAUTHORIZED' ? 'UNAUTHORIZED' : undefined,
        reason: cause instanceof AppError ? cause.reason : undefined,
        zodIssues:
          cause instanceof ZodError ? cause.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) : undefined,
      },
    };
  },
});

/** An API's refusal as a domain error: the status picks the code, the answer's text is the message. */
function fromUpstream(error: UpstreamError): AppError {
  const code = error.status === 401 ? 'UNAUTHORIZED' : error.status === 404 ? 'NOT_FOUND' : error.status === 400 || error.status === 413 ? 'BAD_INPUT' : 'UPSTREAM';
  // Without an answer the message names internal hosts: keep it in the logs only.
  return new AppError(code, error.status === null ? 'Service unavailable' : error.message, { cause: error });
}

/** Maps domain and upstream errors to tRPC codes in exactly one place. */
const appErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) {
    const raw = result.error.cause;
    const cause = raw instanceof UpstreamError ? fromUpstream(raw) : raw;
    if (cause instanceof AppError) throw new TRPCError({ code: ERROR_CODES[cause.code], message: cause.message, cause });
  }
  return result;
});

export const createTRPCRouter = t.router;
export const createCallerFactory = t.createCallerFactory;

export const publicProcedure = t.procedure.use(appErrors);

/** A signed-in caller; narrows `session` to non-null. */
export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.session) throw new AppError('UNAUTHORIZED');
  // Only the narrowed keys: tRPC merges them into the context (a full copy per guard costs CPU).
  return next({ ctx: { session: ctx.session } });
});

/** A signed-in caller with a valid subscription (SPEC §4); adds the stored `user` record. */
export const subscribedProcedure = protectedProcedure.use(async ({ ctx, next }) => {
  const user = await ctx.users.get(ctx.session.email);
  if (!user) throw new AppError('USER_NOT_FOUND', 'User data not found in DynamoDB');
  if (!isSubscriptionValid(user.subscription, ctx.clock.now())) throw new AppError('SUBSCRIPTION_INVALID');
  return next({ ctx: { user } });
});

/** A subscribed caller whose access token the data APIs will accept (SPEC §6: bearer attached). */
export const dataProcedure = subscribedProcedure.use(({ ctx, next }) => {
  if (!ctx.session.accessToken) throw new AppError('UNAUTHORIZED', 'Failed to authenticate user');
  return next({ ctx: { token: ctx.session.accessToken } });
});
