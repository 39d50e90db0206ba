// Plain JavaScript, as http-server.mjs, which applies it.

/**
 * Limits of one server process. Node's defaults wait 60 s for a request's headers and 5 minutes
 * for its body, and take any number of connections: a client trickling bytes held a socket and its
 * memory that long. A request's headers must arrive within 15 s and the whole request within 60 s
 * (a 14 MB upload over a slow phone link included); past `maxConnections` a process refuses new
 * connections, which a load balancer sends to another instance.
 */
export const SERVER_LIMITS = { headersTimeoutMs: 15_000, requestTimeoutMs: 60_000, maxConnections: 2_000 };

/** Options for `createServer`: Node checks those timeouts every 30 s by default, so a slow client could hold on half a minute more. */
export const SERVER_OPTIONS = { connectionsCheckingInterval: 2_000 };

/**
 * @param {import('node:http').Server} server
 * @param {typeof SERVER_LIMITS} [limits]
 */
export function applyServerLimits(server, limits = SERVER_LIMITS) {
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = limits.requestTimeoutMs;
  server.maxConnections = limits.maxConnections;
}
