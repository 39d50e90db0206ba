import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

const THREAD_SOURCE = pathToFileURL(join(process.cwd(), 'src/server/platform/job-indexes/thread.ts')).href;

/**
 * The index thread run from its TypeScript source (Vitest, scripts under tsx): the thread registers
 * tsx's loader, then imports thread.ts. The production build bundles the thread instead.
 */
export const sourceIndexThread = () =>
  new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(THREAD_SOURCE)}); });`, { eval: true, name: 'job-indexes' });
