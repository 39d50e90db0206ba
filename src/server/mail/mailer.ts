import 'server-only';
import nodemailer, { type Transporter } from 'nodemailer';
import type { TLocale } from '~/domain/locale';
import type { TMailSuppressionsRepo } from '../db/mail-suppressions-repo';
import { log } from '~/server/log.mjs';

/** One message, written in the person's language: a plain-text part and an HTML part. */
export type TMail = {
  kind: string;
  to: string;
  locale: TLocale;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe on alerts). */
  headers?: Record<string, string>;
};

/** What became of a message: sent; not sent because the address is suppressed; past the run's cap; or no mail server configured. */
export type TSendResult = 'sent' | 'suppressed' | 'capped' | 'off';

export type TMailer = {
  send: (mail: TMail) => Promise<TSendResult>;
  /** Messages this mailer has sent so far. */
  sentCount: () => number;
};

export type TMailerOptions = {
  /** The SMTP connection; null when no server is configured (nothing is sent). */
  transport: Pick<Transporter, 'sendMail'> | null;
  /** MAIL_FROM: an address, or "Name <address>". */
  from: string;
  suppressions: Pick<TMailSuppressionsRepo, 'isSuppressed'>;
  /** At most this many messages (MAIL_MAX_PER_RUN for a batch run); unset, no cap. */
  cap?: number;
};

/** Deadlines of one SMTP conversation, so a stalled server fails the send within seconds (docs/operations.md, "Bounded waits"). */
const SMTP_DEADLINES = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 10_000 };

/** The SMTP connection for SMTP_URL (smtp:// with STARTTLS when the server offers it, smtps:// with TLS from the start). */
export function smtpTransport(url: string): Transporter {
  return nodemailer.createTransport({ url, ...SMTP_DEADLINES });
}

/**
 * The mailer: every message goes through `send`, which checks the suppression list before it
 * sends and stops at the cap. Logs say which kind of message and what became of it, never to whom.
 */
export function createMailer(options: TMailerOptions): TMailer {
  let sent = 0;
  return {
    sentCount: () => sent,
    async send(mail) {
      if (!options.transport) {
        log.debug({ kind: mail.kind }, 'mail-off');
        return 'off';
      }
      if (options.cap !== undefined && sent >= options.cap) {
        log.warn({ kind: mail.kind, cap: options.cap }, 'mail-capped');
        return 'capped';
      }
      if (await options.suppressions.isSuppressed(mail.to)) {
        log.info({ kind: mail.kind }, 'mail-suppressed');
        return 'suppressed';
      }
      await options.transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: { ...mail.headers, 'Content-Language': mail.locale },
      });
      sent += 1;
      log.info({ kind: mail.kind, locale: mail.locale }, 'mail-sent');
      return 'sent';
    },
  };
}
