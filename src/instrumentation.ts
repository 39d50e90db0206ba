/** Runs once in each server process before it serves (Next's instrumentation hook). */
export async function register(intl: typeof Intl = Intl) {
  // Imported only in the Node.js runtime: the edge build drops this branch and the Node-only code with it.
  if (process.env.NEXT_RUNTIME === 'nodejs') await (await import('./instrumentation-node')).registerNode(intl);
}
