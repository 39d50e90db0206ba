import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * What a dependency does to the connections it is sent:
 * - `pass`: forwards them to the real service (it is up);
 * - `down`: nothing listens on the port (connections are refused);
 * - `hang`: accepts and never answers (a stopped process, a hung proxy);
 * - `html`: answers 200 with an HTML page (a proxy's or a captive portal's page where JSON was expected);
 * - `truncated`: answers 200 with JSON cut in the middle.
 */
export type TFault = 'pass' | 'down' | 'hang' | 'html' | 'truncated';
export const FAULTS = ['down', 'hang', 'html', 'truncated'] as const satisfies readonly TFault[];

const HTML = '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>';
const TRUNCATED = '{"Item":{"user_email":{"S":"ana@exa';

/** A raw HTTP answer that closes its connection: the client never reuses a socket the test wrote on. */
function rawAnswer(contentType: string, body: string): string {
  return `HTTP/1.1 200 OK\r\nContent-Type: ${contentType}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;
}

/**
 * A TCP listener on a random 127.0.0.1 port standing between a client and a real service (the
 * local database engine, the local identity service), whose behaviour the test switches with
 * `set`. Switching ends every connection open so far, so each answer after it follows the new mode.
 */
export async function faultyDependency(target: string, initial: TFault = 'pass') {
  const upstream = new URL(target);
  const sockets = new Set<Socket>();
  let mode: TFault = initial;
  let connections = 0;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server: Server = createServer((socket) => {
    connections += 1;
    track(socket);
    if (mode === 'hang') return;
    if (mode === 'html' || mode === 'truncated') {
      const answer = mode === 'html' ? rawAnswer('text/html', HTML) : rawAnswer('application/json', TRUNCATED);
      socket.once('data', () => socket.end(answer));
      return;
    }
    const forward = connect(Number(upstream.port), upstream.hostname);
    track(forward);
    forward.on('close', () => socket.destroy());
    socket.on('close', () => forward.destroy());
    socket.pipe(forward).pipe(socket);
  });
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (!server.listening) return resolve();
      server.close(() => resolve());
    });
  await listen(0);
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The listener has no port');
  const { port } = address;
  if (initial === 'down') await close();
  return {
    port,
    url: `http://127.0.0.1:${port}${upstream.pathname === '/' ? '' : upstream.pathname}`,
    /** How many connections clients opened since the start. */
    connections: () => connections,
    /** Switches the behaviour; `down` closes the port, any other mode opens it again (the same port). */
    async set(next: TFault) {
      mode = next;
      for (const socket of sockets) socket.destroy();
      if (next === 'down') await close();
      else if (!server.listening) await listen(port);
      // A moment for clients to see the ends of the connections cut here before they connect again.
      await new Promise((resolve) => setTimeout(resolve, 100));
    },
    close,
  };
}
