import 'server-only';
import { createTranslator } from 'next-intl';
import type { TLocale } from '~/domain/locale';
import { loadMessages } from '~/i18n/load-messages';
import type { TMail } from './mailer';

/** Escapes text for HTML content and attribute values. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

type TParts = { subject: string; heading: string; paragraphs: string[]; action: { label: string; url: string }; footer: string };

/** One message's two parts from the same words: plain text for every client, and a small HTML page. */
export function renderMail(kind: string, to: string, locale: TLocale, parts: TParts): TMail {
  const text = [parts.heading, '', ...parts.paragraphs.flatMap((p) => [p, '']), `${parts.action.label}: ${parts.action.url}`, '', '--', parts.footer, ''].join('\n');
  const html = [
    '<!doctype html>',
    `<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(parts.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f8f9fa;font-family:Arial,Helvetica,sans-serif;color:#212529">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">',
    '<p style="margin:0 0 16px;font-size:20px;font-weight:800;color:#c2410c">Rumbo</p>',
    `<h1 style="font-size:18px;margin:0 0 16px">${escapeHtml(parts.heading)}</h1>`,
    ...parts.paragraphs.map((p) => `<p style="font-size:15px;line-height:1.5;margin:0 0 12px">${escapeHtml(p)}</p>`),
    `<p style="margin:20px 0"><a href="${escapeHtml(parts.action.url)}" style="background:#c2410c;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none;font-weight:700">${escapeHtml(parts.action.label)}</a></p>`,
    `<p style="font-size:12px;color:#495057;margin:24px 0 0">${escapeHtml(parts.footer)}</p>`,
    '</div></body></html>',
  ].join('\n');
  return { kind, to, locale, subject: parts.subject, text, html };
}

/** The `mail` part of the catalogue in `locale`, ready to format. */
async function mailTranslator(locale: TLocale) {
  const { messages } = await loadMessages(locale);
  // The catalogue's {{param}} placeholders are ICU only once compiled, so the typed keys do not know their values.
  return createTranslator({ locale, messages, namespace: 'mail' }) as unknown as (key: string, values?: Record<string, string>) => string;
}

/**
 * Sent when a private calendar link is created: whoever holds the link reads the person's
 * interview and follow-up dates, so the owner hears of every new one and where to revoke it.
 */
export async function calendarFeedCreatedMail(input: { to: string; locale: TLocale; appUrl: string; at: number; timeZone: string }): Promise<TMail> {
  const t = await mailTranslator(input.locale);
  const when = new Intl.DateTimeFormat(input.locale, { dateStyle: 'long', timeStyle: 'short', timeZone: input.timeZone }).format(input.at);
  return renderMail('calendar-feed-created', input.to, input.locale, {
    subject: t('calendarFeedCreated.subject'),
    heading: t('calendarFeedCreated.heading'),
    paragraphs: [t('calendarFeedCreated.created', { when }), t('calendarFeedCreated.notYou')],
    action: { label: t('calendarFeedCreated.action'), url: new URL('/settings', input.appUrl).toString() },
    footer: t('footer'),
  });
}
