// Plain JavaScript (like http-server.mjs, which uses it) because the production entry runs under bare `node`.

/**
 * Next compresses every answer whose client accepts it compressed, and it cannot see how long a
 * route handler's answer is (it drops the handler's Content-Length), so below its 1 kB threshold it
 * compresses too. A tRPC call sent by POST is a write (tRPC sends queries by GET) and answers one
 * small object: one application, one setting, an id. Each got a gzip stream of its own, about
 * 0.5 ms of the server's CPU (5 % of a tracker write's) to save a few hundred bytes. Those answers
 * are sent as they are; pages, queries and files are compressed as before.
 * @param {import('node:http').IncomingMessage} request
 */
export function sendWriteAnswersUncompressed(request) {
  if (request.method === 'POST' && request.url?.startsWith('/api/trpc/')) delete request.headers['accept-encoding'];
}
