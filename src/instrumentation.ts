import { memoizeIntlConstructors } from '~/server/intl-memo';

/** Runs once in each server process before it serves (Next's instrumentation hook). */
export function register(intl: typeof Intl = Intl) {
  if (process.env.NEXT_RUNTIME === 'nodejs') memoizeIntlConstructors(intl);
}
