// Plain JavaScript, as http-server.mjs, which uses it.

/** How often a closing server looks for connections that have become idle. */
export const IDLE_SWEEP_MS = 100;

/**
 * A stop that ends as soon as the last answer is sent. Node's `server.close()` stops accepting
 * connections and closes those idle at that moment, but a connection whose request was still in
 * flight stays open after its answer until its keep-alive timeout (5 s by default, longer than the
 * load balancer's idle timeout behind one): the process lingered that long after its work was done.
 * Here every answer given once the stop has begun says `Connection: close`, and a connection is
 * closed as soon as it is idle.
 * @param {import('node:http').Server} server
 * @returns {(done: () => void) => void} begins the stop; `done` runs once every connection has ended
 */
export function gracefulClose(server) {
  /** @type {Set<import('node:http').ServerResponse>} */
  const answering = new Set();
  let closing = false;
  server.on('request', (_request, response) => {
    if (closing) response.shouldKeepAlive = false;
    answering.add(response);
    response.once('close', () => answering.delete(response));
  });
  return (done) => {
    closing = true;
    for (const response of answering) if (!response.headersSent) response.shouldKeepAlive = false;
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    server.close(() => {
      clearInterval(sweep);
      done();
    });
  };
}
