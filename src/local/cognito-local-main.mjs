// Starts cognito-local as its own command does, but logs each entry synchronously as plain text.
// The command's pretty-printer holds the last entry back until the next one arrives, so a code
// "sent" by the last call stayed invisible; the local stack reads codes from this output
// (src/local/cognito.ts).
import { writeSync } from 'node:fs';
import { createRequire } from 'node:module';

const fromCognitoLocal = createRequire(import.meta.resolve('cognito-local/package.json'));
const pino = fromCognitoLocal('pino');
const { createDefaultServer } = fromCognitoLocal('./lib/server');

const LEVELS = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

/** One log entry as one line (a delivery box keeps its own lines), written before the call returns. */
const destination = {
  write(json) {
    let entry;
    try {
      entry = JSON.parse(json);
    } catch {
      return void writeSync(1, json);
    }
    const message = typeof entry.msg === 'string' ? entry.msg : (entry.err?.stack ?? '');
    writeSync(1, `${LEVELS[entry.level] ?? entry.level}: ${entry.reqId ?? '-'} ${entry.target ?? '-'} ${message}\n`);
  },
};

const logger = pino({ level: process.env.DEBUG ? 'debug' : 'info' }, destination);

createDefaultServer(logger)
  .then((server) => server.start())
  .then((server) => {
    const address = server.address();
    logger.info(`Cognito Local running on ${typeof address === 'string' ? address : `${address?.address}:${address?.port}`}`);
  })
  .catch((error) => {
    logger.error(error);
    process.exit(1);
  });
