import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fixedClock } from '~/domain/clock';
import { parseEnv } from '~/env';
import { findLocalMail, listLocalMail, startMailServer } from '~/local/mail';
import { createMailSuppressionsRepo } from '~/server/db/mail-suppressions-repo';
import { log } from '~/server/log.mjs';
import { createMailer, smtpTransport } from '~/server/mail/mailer';
import { calendarFeedCreatedMail } from '~/server/mail/messages';
import { freshDb, NOW } from '../helpers/db';

const APP_URL = 'http://127.0.0.1:3000';
const mailOf = (to: string, locale: 'en' | 'es') => calendarFeedCreatedMail({ to, locale, appUrl: APP_URL, at: NOW, timeZone: 'Europe/Madrid' });

describe('the mailer and the local mail server', () => {
  let dir: string;
  let server: Awaited<ReturnType<typeof startMailServer>>;
  const printed: string[] = [];
  let suppressions: ReturnType<typeof createMailSuppressionsRepo>;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'rumbo-mail-'));
    server = await startMailServer({ dir, print: (line) => printed.push(line) });
    suppressions = createMailSuppressionsRepo(await freshDb(), fixedClock(NOW));
  });
  afterAll(async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('listens on a random loopback port', () => {
    expect(server.url).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
    expect(server.port).toBeGreaterThan(0);
  });

  it.each([
    ['en', 'A private calendar link was created for your Rumbo account', 'Open settings'],
    ['es', 'Se ha creado un enlace de calendario privado para tu cuenta de Rumbo', 'Abrir configuración'],
  ] as const)('sends a multipart message (plain text and HTML) in %s, kept in the mail folder', async (locale, subject, action) => {
    const info = vi.spyOn(log, 'info').mockImplementation(() => undefined);
    const mailer = createMailer({ transport: smtpTransport(server.url), from: 'Rumbo <no-reply@rumbo.app>', suppressions });
    const before = listLocalMail(dir).length;
    expect(await mailer.send(await mailOf(`person-${locale}@example.com`, locale))).toBe('sent');
    const all = listLocalMail(dir);
    expect(all).toHaveLength(before + 1);
    const mail = all.at(-1)!;
    expect(mail.to).toEqual([`person-${locale}@example.com`]);
    expect(mail.subject).toBe(subject);
    expect(mail.language).toBe(locale);
    expect(mail.text).toContain(`${action}: ${APP_URL}/settings`);
    expect(mail.html).toContain(`<html lang="${locale}">`);
    expect(mail.html).toContain(`href="${APP_URL}/settings"`);
    expect(mail.html).toContain(action);
    // The date is written in the person's zone and language.
    expect(mail.text).toContain(locale === 'en' ? 'November 22, 2026' : '22 de noviembre de 2026');
    const raw = readFileSync(join(dir, `${mail.id}.eml`), 'utf8');
    expect(raw).toMatch(/Content-Type: multipart\/alternative/i);
    expect(raw).toMatch(/Content-Type: text\/plain; charset=utf-8/i);
    expect(raw).toMatch(/Content-Type: text\/html; charset=utf-8/i);
    expect(findLocalMail(dir, mail.id)?.subject).toBe(subject);
    // One printed line per message; the log says which kind of message, never to whom.
    expect(printed.at(-1)).toContain(mail.id);
    expect(JSON.stringify(info.mock.calls)).not.toContain('@example.com');
    expect(info).toHaveBeenCalledWith({ kind: 'calendar-feed-created', locale }, 'mail-sent');
    info.mockRestore();
  });

  it('sends nothing to a suppressed address (a bounce or a complaint), whatever its case', async () => {
    const mailer = createMailer({ transport: smtpTransport(server.url), from: 'Rumbo <no-reply@rumbo.app>', suppressions });
    expect(await suppressions.isSuppressed('bounced@example.com')).toBe(false);
    await suppressions.suppress(' Bounced@Example.com ', 'bounce');
    await suppressions.suppress('bounced@example.com', 'complaint');
    expect(await suppressions.isSuppressed('BOUNCED@example.com')).toBe(true);
    const files = readdirSync(dir).length;
    expect(await mailer.send(await mailOf('bounced@example.com', 'en'))).toBe('suppressed');
    expect(readdirSync(dir)).toHaveLength(files);
    expect(mailer.sentCount()).toBe(0);
  });

  it('stops at the cap of a run, and sends nothing without a mail server', async () => {
    const capped = createMailer({ transport: smtpTransport(server.url), from: 'Rumbo <no-reply@rumbo.app>', suppressions, cap: 1 });
    expect(await capped.send(await mailOf('first@example.com', 'es'))).toBe('sent');
    expect(await capped.send(await mailOf('second@example.com', 'es'))).toBe('capped');
    const off = createMailer({ transport: null, from: 'Rumbo <no-reply@rumbo.app>', suppressions });
    expect(await off.send(await mailOf('third@example.com', 'es'))).toBe('off');
  });

  it('reads its configuration: an smtp(s) address never echoed, a sender, a cap', () => {
    expect(parseEnv({ SMTP_URL: 'smtps://user:pw@mail.example.com:465', MAIL_FROM: 'Rumbo <no-reply@rumbo.app>', MAIL_MAX_PER_RUN: '20' })).toMatchObject({
      SMTP_URL: 'smtps://user:pw@mail.example.com:465',
      MAIL_MAX_PER_RUN: 20,
    });
    expect(parseEnv({}).MAIL_MAX_PER_RUN).toBe(500);
    expect(() => parseEnv({ SMTP_URL: 'https://user:secret-pw@mail.example.com' })).toThrow(/SMTP_URL: must be an smtp/);
    expect(() => parseEnv({ SMTP_URL: 'https://user:secret-pw@mail.example.com' })).not.toThrow(/secret-pw/);
    expect(() => parseEnv({ MAIL_FROM: 'not an address' })).toThrow(/MAIL_FROM/);
  });
});
