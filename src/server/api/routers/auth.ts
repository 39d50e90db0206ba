import { z } from 'zod';
import { createAuthFlows, authFailure } from '../../auth/flows';
import { createTRPCRouter, protectedProcedure, publicProcedure, type TContext } from '../trpc';
import { ZAuthStep, ZCurrentUser, ZMfaStatus, ZSignedOutEverywhere, ZTotpSetup, ZTotpVerified } from './auth.types';

// Empty values pass the schema so the flows answer them with docs/product-rules.md §5 messages; oversized ones do not.
const text = (max: number) => z.string().max(max).default('');
const ZEmail = text(320);
const ZPassword = text(256);
const ZCode = text(64);

function flows(ctx: TContext) {
  if (!ctx.auth) throw authFailure('unknown', new Error('No user pool is configured'));
  return createAuthFlows({
    ...ctx.auth,
    clock: ctx.clock,
    devices: ctx.request.devices,
    endSessions: ctx.users.endSessions,
    keepName: ctx.users.keepSignUpName,
    pendingNames: ctx.signups,
  });
}

/** A signed-in caller as the limited flows take it: account, tokens and address. */
const signedInCaller = (ctx: Pick<TContext, 'request'> & { session: NonNullable<TContext['session']> }) => ({
  email: ctx.session.email,
  accessToken: ctx.session.accessToken,
  sessionId: ctx.session.sessionId,
  signedInAt: ctx.session.signedInAt,
  address: ctx.request.address,
});

/** docs/product-rules.md §4/§5 identity flows. Tokens never reach the browser: a DONE step carries a sealed ticket. */
export const authRouter = createTRPCRouter({
  signIn: publicProcedure
    .input(z.object({ username: ZEmail, password: ZPassword }))
    .output(ZAuthStep)
    .mutation(({ ctx, input }) => flows(ctx).signIn(input, { isSignedIn: !!ctx.session, address: ctx.request.address })),
  signInWithoutPassword: publicProcedure
    .input(z.object({ username: ZEmail, password: ZPassword.optional() }))
    .output(ZAuthStep)
    .mutation(({ ctx, input }) => flows(ctx).signInWithoutPassword(input, { isSignedIn: !!ctx.session, address: ctx.request.address })),
  confirmSignIn: publicProcedure
    .input(z.object({ state: text(8192), challengeResponse: ZPassword }))
    .output(ZAuthStep)
    .mutation(({ ctx, input }) => flows(ctx).confirmSignIn(input, ctx.request)),
  signUp: publicProcedure
    // The name is optional on the wire (docs/product-rules.md §5.9: sign-up needs email and password); the /auth form always sends it.
    .input(z.object({ email: ZEmail, password: ZPassword, name: z.string().max(200).optional() }))
    .output(ZAuthStep)
    .mutation(({ ctx, input }) => flows(ctx).signUp(input, ctx.request)),
  resendSignUpCode: publicProcedure
    .input(z.object({ email: ZEmail }))
    .output(ZAuthStep)
    .mutation(({ ctx, input }) => flows(ctx).resendSignUpCode(input, ctx.request)),
  confirmSignUp: publicProcedure
    .input(z.object({ email: ZEmail, code: ZCode, state: text(8192).optional() }))
    .output(ZAuthStep)
    .mutation(({ ctx, input }) => flows(ctx).confirmSignUp(input, { isSignedIn: !!ctx.session, address: ctx.request.address })),
  resetPassword: publicProcedure
    .input(z.object({ email: ZEmail }))
    .output(ZAuthStep)
    .mutation(({ ctx, input }) => flows(ctx).resetPassword(input, ctx.request)),
  confirmResetPassword: publicProcedure
    .input(z.object({ email: ZEmail, code: ZCode, newPassword: ZPassword }))
    .output(ZAuthStep)
    .mutation(({ ctx, input }) => flows(ctx).confirmResetPassword(input, ctx.request)),
  changePassword: protectedProcedure
    .input(z.object({ oldPassword: ZPassword, newPassword: ZPassword }))
    .output(ZAuthStep)
    .mutation(({ ctx, input }) => flows(ctx).changePassword(input, signedInCaller(ctx))),
  /** The identity service's view of the caller; null when signed out or the tokens are no longer accepted. */
  // Calls that spend the identity service's request quota are counted per person (QUOTAS).
  currentUser: publicProcedure.output(ZCurrentUser).query(async ({ ctx }) => {
    if (!ctx.session) return null;
    await ctx.limiter.charge('identityRead', ctx.session.email);
    return flows(ctx).currentUser(ctx.session.accessToken);
  }),
  mfaStatus: protectedProcedure.output(ZMfaStatus).query(async ({ ctx }) => {
    await ctx.limiter.charge('identityRead', ctx.session.email);
    return flows(ctx).mfaStatus(ctx.session.accessToken);
  }),
  setUpTotp: protectedProcedure.output(ZTotpSetup).mutation(async ({ ctx }) => {
    await ctx.limiter.charge('totpSetup', ctx.session.email);
    return flows(ctx).setUpTotp(ctx.session);
  }),
  verifyTotp: protectedProcedure
    .input(z.object({ code: ZCode }))
    .output(ZTotpVerified)
    .mutation(({ ctx, input }) => flows(ctx).verifyTotp(input.code, signedInCaller(ctx))),
  /** Ends the user's sessions everywhere; the browser then clears its own cookie. */
  signOutEverywhere: protectedProcedure.output(ZSignedOutEverywhere).mutation(({ ctx }) => flows(ctx).signOutEverywhere(ctx.session)),
});
