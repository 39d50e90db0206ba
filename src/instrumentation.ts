import { memoizeIntlConstructors } from '~/server/intl-memo';

/** Runs once in each server process before it serves (Next's instrumentation hook). */
export async function register(intl: typeof Intl = Intl) {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  memoizeIntlConstructors(intl);
  // The payments rule holds at every start, as `npm start` checks it: a configuration that would
  // fail open (or answer every payment call with an error) stops this process before it serves.
  const [{ env }, { paymentsMode }] = await Promise.all([import('~/env'), import('~/server/payments/mode')]);
  try {
    paymentsMode(env);
  } catch (error) {
    const { log } = await import('~/server/log.mjs');
    log.fatal({ err: error }, 'Invalid payments configuration');
    process.exit(1);
  }
  // Uploaded PDFs are read in parser processes: start them before the first upload needs one.
  const { processPdfParsers } = await import('~/server/platform/resume-matching/pdf-parsers');
  processPdfParsers().warm();
}
