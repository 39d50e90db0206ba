import { memoizeIntlConstructors } from '~/server/intl-memo';

/**
 * What each Node.js server process does once before it serves (called by `register` in
 * instrumentation.ts, only in the Node.js runtime, so that no edge bundle holds Node's APIs).
 */
export async function registerNode(intl: typeof Intl) {
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
  // Without Rumbo's entry no forwarded address can be trusted: every client shares one rate-limit bucket.
  const { entryToken } = await import('~/server/client-address.mjs');
  if (!entryToken() && env.NODE_ENV === 'production') {
    const { log } = await import('~/server/log.mjs');
    log.warn(
      { event: 'client-address-shared' },
      "Not served through Rumbo's entry (src/server/http-server.mjs): client addresses cannot be trusted, so all clients share one rate-limit bucket",
    );
  }
  // Uploaded PDFs are read in parser processes: start them before the first upload needs one.
  const { processPdfParsers } = await import('~/server/platform/resume-matching/pdf-parsers');
  processPdfParsers().warm();
}
