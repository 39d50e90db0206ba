import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { freePort, startNodeChild, waitFor, type TChild } from './processes';

const require = createRequire(import.meta.url);

const isListening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

/** Embedded DynamoDB engine on a loopback port; with `path`, data persists there (LevelDB). */
export async function startDynalite(options: { path?: string; port?: number }): Promise<TChild & { endpoint: string }> {
  const port = options.port || (await freePort());
  if (options.path) mkdirSync(options.path, { recursive: true });
  const cli = require.resolve('dynalite/cli.js');
  const args = [cli, '--host', '127.0.0.1', '--port', String(port), '--createTableMs', '0', '--deleteTableMs', '0', '--updateTableMs', '0'];
  if (options.path) args.push('--path', options.path);
  const child = startNodeChild('dynalite', args, {
    onLine: (line) => {
      if (!/listening at/i.test(line)) console.error(`[dynalite] ${line}`);
    },
  });
  await waitFor('dynalite', () => isListening(port), child.process, 20_000);
  return { ...child, endpoint: `http://127.0.0.1:${port}` };
}
