import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { z } from 'zod';

/** The largest message the local server takes (Rumbo's messages are a few kilobytes). */
const MAX_MESSAGE_BYTES = 1_000_000;

/** What the local mail server keeps of each message beside its .eml file. */
export const ZLocalMail = z.object({
  id: z.string(),
  received_at: z.string(),
  from: z.string(),
  to: z.array(z.string()),
  subject: z.string(),
  language: z.string().optional(),
  text: z.string(),
  html: z.string(),
});
export type TLocalMail = z.infer<typeof ZLocalMail>;

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) => group.value.map((entry) => entry.address ?? '')).filter(Boolean);

/**
 * Embedded SMTP server on a loopback port for the local mode: every message it takes is kept in
 * `dir` as `<id>.eml` (the message as sent) and `<id>.json` (who, subject, both parts), and one line
 * is printed per message, as the local identity service prints what it "sends". Nothing leaves
 * the machine. No authentication and no STARTTLS: it listens on 127.0.0.1 only.
 */
export async function startMailServer(options: { dir: string; port?: number; print?: (line: string) => void }) {
  const print = options.print ?? ((line: string) => console.log(`[mail, local only] ${line}`));
  mkdirSync(options.dir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    disableReverseLookup: true,
    size: MAX_MESSAGE_BYTES,
    banner: 'Rumbo local mail (nothing leaves this machine)',
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        if (stream.sizeExceeded) return callback(Object.assign(new Error('Message too large'), { responseCode: 552 }));
        const raw = Buffer.concat(chunks);
        // Sortable by arrival: the time, then a random part.
        const id = `${new Date().toISOString().replace(/[-:.]/g, '').replace('T', '-').slice(0, 18)}-${randomBytes(3).toString('hex')}`;
        writeFileSync(join(options.dir, `${id}.eml`), raw);
        simpleParser(raw)
          .then((parsed) => {
            const envelopeTo = session.envelope.rcptTo.map((r) => r.address);
            const mail: TLocalMail = {
              id,
              received_at: new Date().toISOString(),
              from: addresses(parsed.from)[0] ?? (session.envelope.mailFrom ? session.envelope.mailFrom.address : ''),
              to: envelopeTo.length ? envelopeTo : addresses(parsed.to),
              subject: parsed.subject ?? '',
              language: parsed.headers.get('content-language')?.toString(),
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
            };
            writeFileSync(join(options.dir, `${id}.json`), `${JSON.stringify(mail, null, 2)}\n`);
            print(`${id}  to ${mail.to.join(', ')}  "${mail.subject}"  (npm run mail:show -- ${id})`);
            callback();
          })
          .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  const stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { port, url: `smtp://127.0.0.1:${port}`, dir: options.dir, stop };
}

/** The messages kept in `dir`, oldest first. */
export function listLocalMail(dir: string): TLocalMail[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ZLocalMail.parse(JSON.parse(readFileSync(join(dir, name), 'utf8'))));
}

/** One kept message by its id (or the start of one), or undefined. */
export function findLocalMail(dir: string, id: string): TLocalMail | undefined {
  const all = listLocalMail(dir);
  return all.find((mail) => mail.id === id) ?? (id.length >= 4 ? all.filter((mail) => mail.id.startsWith(id)).at(-1) : undefined);
}
