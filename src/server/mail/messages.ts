import 'server-only';
import { createTranslator } from 'next-intl';
import type { TLocale } from '~/domain/locale';
import { placeLabel } from '~/domain/text-match';
import { reasonText } from '~/domain/matching/reason-text';
import type { TMatchNames, TMatchReason } from '~/domain/matching/types';
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

/** One job in a match alert. */
export type TAlertJob = {
  title: string;
  company: string;
  location: string;
  score: number;
  reason: TMatchReason;
  /** The reason's names in the mail's language (domain/matching/labels.ts). */
  names?: TMatchNames;
  jobUrl: string;
  saveUrl: string;
};

/**
 * A match alert: the jobs new since the person's last alert that match them, best first, each with
 * its score, why it matches, a link to its page and a one-tap Save link (which opens a
 * confirmation page). The unsubscribe link is in the footer and in the List-Unsubscribe header.
 */
export async function matchAlertMail(input: { to: string; locale: TLocale; jobs: TAlertJob[]; unsubscribeUrl: string; settingsUrl: string }): Promise<TMail> {
  const { messages } = await loadMessages(input.locale);
  const t = createTranslator({ locale: input.locale, messages, namespace: 'mail' }) as unknown as (key: string, values?: Record<string, string>) => string;
  const reasons = createTranslator({ locale: input.locale, messages, namespace: 'matching' }) as unknown as ((key: string, values?: Record<string, string>) => string) & {
    has: (key: string) => boolean;
  };
  const count = String(input.jobs.length);
  const subject = t(input.jobs.length === 1 ? 'matchAlert.subjectOne' : 'matchAlert.subject', { count });
  // A number, so the catalogue chooses "1 new job" or "2 new jobs".
  const intro = (t as unknown as (key: string, values: Record<string, number>) => string)('matchAlert.intro', { count: input.jobs.length });
  const list = new Intl.ListFormat(input.locale, { type: 'conjunction' });
  const catalogue = {
    t: (key: string, values?: Record<string, string | number>) => reasons(key, values && Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)]))),
    has: (key: string) => reasons.has(key),
  };
  const reasonOf = (job: TAlertJob) => reasonText(catalogue, job.reason, job.names, (items) => list.format(items));
  const lines = input.jobs.map((job) => ({
    job,
    // The place as the app names it in the mail's language ("Madrid, España" reads "Madrid, Spain").
    heading: `${job.title} · ${job.company}${job.location ? ` · ${placeLabel(job.location, input.locale)}` : ''}`,
    score: t('matchAlert.score', { score: String(Math.round(job.score)) }),
    reason: reasonOf(job),
  }));
  const text = [
    t('matchAlert.heading'),
    '',
    intro,
    '',
    ...lines.flatMap(({ job, heading, score, reason }) => [
      heading,
      `${score}. ${reason}`,
      `${t('matchAlert.view')}: ${job.jobUrl}`,
      `${t('matchAlert.save')}: ${job.saveUrl}`,
      '',
    ]),
    `${t('matchAlert.settings')}: ${input.settingsUrl}`,
    `${t('matchAlert.unsubscribe')}: ${input.unsubscribeUrl}`,
    '',
    '--',
    t('matchAlert.footer'),
    '',
  ].join('\n');
  const link = (url: string, label: string, strong = false) =>
    `<a href="${escapeHtml(url)}" style="${strong ? 'background:#c2410c;color:#ffffff;padding:6px 12px;border-radius:6px;text-decoration:none;font-weight:700' : 'color:#c2410c'}">${escapeHtml(label)}</a>`;
  const html = [
    '<!doctype html>',
    `<html lang="${input.locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f8f9fa;font-family:Arial,Helvetica,sans-serif;color:#212529">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">',
    '<p style="margin:0 0 16px;font-size:20px;font-weight:800;color:#c2410c">Rumbo</p>',
    `<h1 style="font-size:18px;margin:0 0 16px">${escapeHtml(t('matchAlert.heading'))}</h1>`,
    `<p style="font-size:15px;line-height:1.5;margin:0 0 16px">${escapeHtml(intro)}</p>`,
    ...lines.map(
      ({ job, heading, score, reason }) =>
        `<div style="border-top:1px solid #dee2e6;padding:12px 0"><p style="font-size:16px;font-weight:700;margin:0 0 4px">${escapeHtml(heading)}</p><p style="font-size:14px;margin:0 0 8px">${escapeHtml(score)}. ${escapeHtml(reason)}</p><p style="margin:0">${link(job.saveUrl, t('matchAlert.save'), true)} &nbsp; ${link(job.jobUrl, t('matchAlert.view'))}</p></div>`,
    ),
    `<p style="font-size:12px;color:#495057;margin:24px 0 0">${escapeHtml(t('matchAlert.footer'))} ${link(input.settingsUrl, t('matchAlert.settings'))} · ${link(input.unsubscribeUrl, t('matchAlert.unsubscribe'))}</p>`,
    '</div></body></html>',
  ].join('\n');
  return {
    kind: 'match-alert',
    to: input.to,
    locale: input.locale,
    subject,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${input.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** One date in a day-before reminder: an interview (with its time when it has one) or a follow-up. */
export type TReminderItem = { kind: 'interview' | 'followUp'; title: string; company: string; at?: number };

/**
 * The day-before reminder: tomorrow's interviews (with their time in the person's time zone) and
 * follow-ups, each with its job and company, and where to see them or switch reminders off.
 */
export async function reminderMail(input: { to: string; locale: TLocale; timeZone: string; items: TReminderItem[]; trackerUrl: string; settingsUrl: string }): Promise<TMail> {
  const t = await mailTranslator(input.locale);
  const time = new Intl.DateTimeFormat(input.locale, { timeStyle: 'short', timeZone: input.timeZone });
  const line = (item: TReminderItem) => {
    const job = item.company ? t('reminder.job', { title: item.title, company: item.company }) : item.title;
    if (item.kind === 'followUp') return t('reminder.followUp', { job });
    return item.at === undefined ? t('reminder.interview', { job }) : t('reminder.interviewAt', { job, time: time.format(item.at) });
  };
  return renderMail('reminder', input.to, input.locale, {
    subject: t(input.items.length === 1 ? 'reminder.subjectOne' : 'reminder.subject', { count: String(input.items.length) }),
    heading: t('reminder.heading'),
    paragraphs: [...input.items.map(line), t('reminder.settings', { url: input.settingsUrl })],
    action: { label: t('reminder.action'), url: input.trackerUrl },
    footer: t('reminder.footer'),
  });
}
