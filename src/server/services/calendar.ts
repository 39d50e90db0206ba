import { createHash, randomBytes } from 'node:crypto';
import { createTranslator } from 'next-intl';
import { calendarText, type TCalendarEvent } from '~/domain/calendar';
import type { TClock } from '~/domain/clock';
import type { TLocale } from '~/domain/locale';
import { isSubscriptionValid } from '~/domain/subscription';
import { readTimeZone } from '~/domain/time-zone';
import { loadMessages } from '~/i18n/load-messages';
import type { TApplicationItem, TApplicationsRepo } from '../db/applications-repo';
import type { TCalendarFeedsRepo } from '../db/calendar-feeds-repo';
import type { TUsersRepo } from '../db/users-repo';
import { calendarFeedCreatedMail } from '../mail/messages';
import type { TMailer } from '../mail/mailer';
import type { TRateLimiter } from '../rate-limit/limiter';
import { AppError } from '~/domain/errors';
import { AUTH_ERROR_MESSAGES } from '~/domain/sign-in';
import { log } from '~/server/log.mjs';

/** The two planned dates of an application, each of which can be an event. */
export const EVENT_KINDS = ['interview', 'follow_up'] as const;
export type TEventKind = (typeof EVENT_KINDS)[number];

/** A feed token: 32 random bytes, base64url (43 characters). */
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** The feed's address path; the token travels as a query value, which request logs leave out. */
export const FEED_PATH = '/api/calendar/feed';
/** The product identifier every calendar file carries. */
const PROD_ID = '-//Rumbo//Applications//EN';
/** How often a subscribed calendar app is asked to read the feed again. */
const FEED_REFRESH_MINUTES = 60;

export type TCalendarDeps = {
  clock: TClock;
  limiter: Pick<TRateLimiter, 'spend'>;
  tracker: Pick<TApplicationsRepo, 'all'>;
  calendarFeeds: TCalendarFeedsRepo;
  users: Pick<TUsersRepo, 'get'>;
  mailer: TMailer;
  appUrl: string;
};

export const hashFeedToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The event's id: the same for one application and kind on every read, naming neither the person nor the job. */
const eventUid = (email: string, jobUrl: string, kind: TEventKind) => `${createHash('sha256').update(`${email}\n${jobUrl}`).digest('hex').slice(0, 32)}-${kind}@rumbo`;

async function calendarWords(locale: TLocale) {
  const { messages } = await loadMessages(locale);
  // The catalogue's {{param}} placeholders are ICU only once compiled, so the typed keys do not know their values.
  return createTranslator({ locale, messages, namespace: 'calendar' }) as unknown as (key: string, values?: Record<string, string>) => string;
}

/** The events of the person's applications (not deleted, not archived): an interview and a follow-up day each, where set. */
function eventsOf(
  email: string,
  items: readonly TApplicationItem[],
  t: (key: string, values?: Record<string, string>) => string,
  appUrl: string,
  only?: { jobUrl: string; kind: TEventKind },
) {
  const events: TCalendarEvent[] = [];
  const link = new URL('/applications', appUrl).href;
  for (const item of items) {
    // Deleted (its Undo still open), removed or archived: in no list, so in no calendar.
    if (item.deleted_at !== undefined || item.removed_at !== undefined || item.archived_at !== undefined) continue;
    if (only && item.job_url !== only.jobUrl) continue;
    const job = [item.title, item.company].filter(Boolean).join(' · ') || item.job_url;
    const days: Record<TEventKind, number | undefined> = { interview: item.interview_at, follow_up: item.follow_up_at };
    for (const kind of EVENT_KINDS) {
      const day = days[kind];
      if (day === undefined || (only && only.kind !== kind)) continue;
      events.push({
        uid: eventUid(email, item.job_url, kind),
        day,
        ...(kind === 'interview' && item.interview_time_at !== undefined ? { at: item.interview_time_at } : {}),
        summary: t(kind === 'interview' ? 'interviewEvent' : 'followUpEvent', { job }),
        description: t('eventDescription', { url: item.job_url }),
        url: link,
      });
    }
  }
  return events.sort((a, b) => a.day - b.day || a.uid.localeCompare(b.uid));
}

/**
 * One event of the caller's own application as an .ics file, or null when the caller has no such
 * application or it has no such date (another person's application is not found either).
 */
export async function eventFile(
  deps: TCalendarDeps,
  input: { email: string; jobUrl: string; kind: TEventKind; locale: TLocale; timeZone: string },
): Promise<{ text: string; day: number } | null> {
  const items = await deps.tracker.all(input.email);
  const t = await calendarWords(input.locale);
  const [event] = eventsOf(input.email, items, t, deps.appUrl, { jobUrl: input.jobUrl, kind: input.kind });
  if (!event) return null;
  const text = calendarText({ prodId: PROD_ID, name: t('feedName'), timeZone: readTimeZone(input.timeZone), stamp: deps.clock.now(), events: [event] });
  return { text, day: event.day };
}

/** The feed a token opens: every event of its owner, or null (a malformed, unknown, replaced or revoked token, or a subscription no longer valid). */
export async function feedFile(deps: TCalendarDeps, token: string): Promise<string | null> {
  if (!FEED_TOKEN_PATTERN.test(token)) return null;
  const feed = await deps.calendarFeeds.resolve(hashFeedToken(token));
  if (!feed) return null;
  const user = await deps.users.get(feed.user_email);
  if (!isSubscriptionValid(user?.subscription, deps.clock.now())) return null;
  const [items, t] = await Promise.all([deps.tracker.all(feed.user_email), calendarWords(feed.locale)]);
  return calendarText({
    prodId: PROD_ID,
    name: t('feedName'),
    timeZone: feed.time_zone,
    stamp: deps.clock.now(),
    events: eventsOf(feed.user_email, items, t, deps.appUrl),
    refreshMinutes: FEED_REFRESH_MINUTES,
  });
}

/**
 * A new private feed for the person (an earlier one stops answering): its address, shown once,
 * and a notice by mail to the owner. A mail that cannot be sent is logged, never a failure.
 */
export async function createFeed(deps: TCalendarDeps, input: { email: string; timeZone: string; locale: TLocale }): Promise<{ url: string; created_at: number }> {
  // Each new feed mails its owner: a quota keeps a loop from filling their inbox.
  if (!(await deps.limiter.spend('calendarFeed', input.email))) throw new AppError('RATE_LIMITED', AUTH_ERROR_MESSAGES.tooManyAttempts);
  const token = randomBytes(32).toString('base64url');
  const now = deps.clock.now();
  const timeZone = readTimeZone(input.timeZone);
  await deps.calendarFeeds.create(input.email, hashFeedToken(token), { time_zone: timeZone, locale: input.locale }, now);
  try {
    await deps.mailer.send(await calendarFeedCreatedMail({ to: input.email, locale: input.locale, appUrl: deps.appUrl, at: now, timeZone }));
  } catch (error) {
    log.warn({ err: error, kind: 'calendar-feed-created' }, 'mail-failed');
  }
  const url = new URL(FEED_PATH, deps.appUrl);
  url.searchParams.set('token', token);
  return { url: url.href, created_at: now };
}
