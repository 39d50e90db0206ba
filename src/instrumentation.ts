import { memoizeIntlConstructors } from '~/server/intl-memo';

/** Runs once in each server process before it serves (Next's instrumentation hook). */
export async function register(intl: typeof Intl = Intl) {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  memoizeIntlConstructors(intl);
  // Uploaded PDFs are read in parser processes: start them before the first upload needs one.
  const { processPdfParsers } = await import('~/server/platform/resume-matching/pdf-parsers');
  processPdfParsers().warm();
}
