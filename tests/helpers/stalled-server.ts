import { createServer, type Socket } from 'node:net';

/**
 * A TCP listener on 127.0.0.1 that accepts every connection and never answers: what a stopped
 * (SIGSTOP) database process or a hung proxy looks like to a client.
 */
export async function stalledServer() {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  let connections = 0;
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The stalled listener has no port');
  return {
    port: address.port,
    url: `http://127.0.0.1:${address.port}`,
    /** How many connections clients opened (one per attempt when they do not reuse sockets). */
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
