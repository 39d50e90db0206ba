import { setupServer } from 'msw/node';

/** msw for every external HTTP call; per-test handlers are added with `server.use(...)`. */
export const server = setupServer();

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

/** Loopback (the local database and local services) passes through; anything else is an error. */
export function onUnhandledRequest(request: Request, print: { error: () => void }) {
  if (LOOPBACK.has(new URL(request.url).hostname)) return;
  print.error();
}
