import { alertsRouter } from './routers/alerts';
import { applicationsRouter } from './routers/applications';
import { authRouter } from './routers/auth';
import { calendarRouter } from './routers/calendar';
import { extensionRouter } from './routers/extension';
import { jobsRouter } from './routers/jobs';
import { onboardingRouter } from './routers/onboarding';
import { resumeRouter } from './routers/resume';
import { subscriptionRouter } from './routers/subscription';
import { supportRouter } from './routers/support';
import { userRouter } from './routers/user';
import { createCallerFactory, createTRPCRouter } from './trpc';

export const appRouter = createTRPCRouter({
  auth: authRouter,
  jobs: jobsRouter,
  user: userRouter,
  applications: applicationsRouter,
  resume: resumeRouter,
  subscription: subscriptionRouter,
  onboarding: onboardingRouter,
  support: supportRouter,
  calendar: calendarRouter,
  alerts: alertsRouter,
  extension: extensionRouter,
});

export type AppRouter = typeof appRouter;

/** Server-side and test calls without HTTP: `createCaller(createInnerContext(...))`. */
export const createCaller = createCallerFactory(appRouter);
