import 'server-only';
import { randomUUID } from 'node:crypto';
import { ALERT_MAX_JOBS, alertPeriod, reminderDay } from '~/domain/alerts';
import { JOB_LIMITS } from '~/domain/jobs/limits';
import { labelMatch } from '~/domain/matching/labels';
import { jobPagePath } from '~/domain/jobs/path';
import { isSubscriptionValid } from '~/domain/subscription';
import { exclusionsOf } from '~/domain/user-record';
import { log } from '~/server/log.mjs';
import type { TApplicationsRepo } from '../db/applications-repo';
import type { TJobsRepo } from '../db/jobs-repo';
import type { TMatchAlertsRepo, TAlertSettings } from '../db/match-alerts-repo';
import type { TMailSuppressionsRepo } from '../db/mail-suppressions-repo';
import type { TUsersRepo } from '../db/users-repo';
import type { TMailer } from '../mail/mailer';
import { matchAlertMail, reminderMail, type TAlertJob } from '../mail/messages';
import type { TRecentJobs } from '../platform/recent-jobs';
import { SAVE_LINK_TTL_MS, UNSUBSCRIBE_LINK_TTL_MS, type TAlertLinks } from './links';

/** How long one holder keeps a person's period while it ranks and sends (then another may take it over). */
export const ALERT_LEASE_MS = 5 * 60_000;
/** How many ranked jobs an alert looks through for new ones. */
const RANKED_MAX = 500;

export type TAlertsDeps = {
  alerts: TMatchAlertsRepo;
  users: TUsersRepo;
  jobs: TJobsRepo;
  recent: TRecentJobs;
  /** The tracker's items, for the day-before reminders. */
  applications: Pick<TApplicationsRepo, 'all'>;
  suppressions: Pick<TMailSuppressionsRepo, 'isSuppressed'>;
  links: TAlertLinks;
  appUrl: string;
  /** False when an external jobs or applications API is configured: alerts run on Rumbo's own sources only. */
  isOn: boolean;
};

export type TAlertsRun = { sent: number; empty: number; skipped: number; capped: boolean; reminders: number };

/** The links in one person's alert. */
export function alertLinks(deps: Pick<TAlertsDeps, 'links' | 'appUrl'>, email: string, now: number) {
  const unsubscribe = deps.links.sign({ purpose: 'unsubscribe', email, expiresAt: now + UNSUBSCRIBE_LINK_TTL_MS });
  return {
    unsubscribeUrl: new URL(`/api/alerts/unsubscribe?t=${unsubscribe}`, deps.appUrl).toString(),
    saveUrl: (jobUrl: string) => new URL(`/alerts/save?t=${deps.links.sign({ purpose: 'save', email, jobUrl, expiresAt: now + SAVE_LINK_TTL_MS })}`, deps.appUrl).toString(),
  };
}

/** The jobs new since the person's last alert that match them well enough, best first. */
export async function newMatches(deps: Pick<TAlertsDeps, 'users' | 'recent'>, person: TAlertSettings, stored: Map<string, number>) {
  const user = await deps.users.get(person.email);
  if (!user) return [];
  const resume = (await deps.users.resumeText(person.email)).trim();
  if (!resume) return [];
  const preferences = { locations: user.job_preferences?.locations ?? [], fields: user.job_preferences?.fields ?? [], ...exclusionsOf(user) };
  const ranked = await deps.recent.rank(resume, JOB_LIMITS.personalizedDays, { preferences, limit: RANKED_MAX }, { fresh: true });
  return ranked.filter(({ job, score }) => (stored.get(job.job_url) ?? 0) > person.since && score >= person.min_score).slice(0, ALERT_MAX_JOBS);
}

type TPass = { deps: TAlertsDeps; mailer: TMailer; now: number; holder: string; run: TAlertsRun };

/**
 * One person's period, claimed under a lease, sent by `send` (which answers how many items it
 * listed, or null when there was nothing to send), then marked sent. A send that fails or meets
 * the run's cap gives the period back at once. Answers false when the run must stop (the cap).
 */
async function sendOnce(
  pass: TPass,
  email: string,
  period: string,
  send: () => Promise<{ result: 'sent' | 'capped' | 'off' | 'suppressed'; items: number } | null>,
  since?: number,
) {
  const { deps, now, holder, run } = pass;
  if ((await deps.alerts.claimPeriod(email, period, { holder, now, leaseMs: ALERT_LEASE_MS })) !== 'claimed') return true;
  try {
    const sent = await send();
    if (!sent) {
      await deps.alerts.markSent(email, period, holder, { jobs: 0, now });
      run.empty += 1;
      return true;
    }
    if (sent.result === 'capped' || sent.result === 'off') {
      await deps.alerts.releasePeriod(email, period, holder);
      run.capped = sent.result === 'capped';
      return false;
    }
    await deps.alerts.markSent(email, period, holder, { jobs: sent.result === 'sent' ? sent.items : 0, since, now });
    return true;
  } catch (error) {
    await deps.alerts.releasePeriod(email, period, holder).catch(() => false);
    throw error;
  }
}

/** The person's match alert for the period due now, if any: the new matching jobs, best first. */
async function alertFor(pass: TPass, person: TAlertSettings, stored: Map<string, number>): Promise<boolean> {
  const { deps, mailer, now, run } = pass;
  const period = alertPeriod(person.frequency, person.time_zone, now);
  if (!period?.isDue) return true;
  return sendOnce(
    pass,
    person.email,
    period.key,
    async () => {
      const matches = await newMatches(deps, person, stored);
      if (!matches.length) return null;
      const links = alertLinks(deps, person.email, now);
      const jobs: TAlertJob[] = matches.map(({ job, score, reason, ...match }) => ({
        title: job.title ?? '',
        company: job.company,
        location: job.location ?? '',
        score,
        reason,
        names: labelMatch({ score, reason, ...match }).labels[person.locale],
        jobUrl: new URL(jobPagePath(job.job_url), deps.appUrl).toString(),
        saveUrl: links.saveUrl(job.job_url),
      }));
      const mail = await matchAlertMail({
        to: person.email,
        locale: person.locale,
        jobs,
        unsubscribeUrl: links.unsubscribeUrl,
        settingsUrl: new URL('/settings', deps.appUrl).toString(),
      });
      const result = await mailer.send(mail);
      if (result === 'sent') run.sent += 1;
      return { result, items: jobs.length };
    },
    now,
  );
}

/** The person's day-before reminder, if due today: tomorrow's interviews and follow-ups, in their time zone. */
async function remindersFor(pass: TPass, person: TAlertSettings): Promise<boolean> {
  const { deps, mailer, now, run } = pass;
  const day = reminderDay(person.time_zone, now);
  if (!day.isDue) return true;
  const tomorrow = (await deps.applications.all(person.email)).filter(
    (item) => item.deleted_at === undefined && item.archived_at === undefined && (item.interview_at === day.tomorrow || item.follow_up_at === day.tomorrow),
  );
  // Nothing tomorrow: nothing to claim or mark.
  if (!tomorrow.length) return true;
  return sendOnce(pass, person.email, day.key, async () => {
    const mail = await reminderMail({
      to: person.email,
      locale: person.locale,
      timeZone: person.time_zone,
      items: tomorrow.flatMap((item) => [
        ...(item.interview_at === day.tomorrow ? [{ kind: 'interview' as const, title: item.title ?? item.job_url, company: item.company ?? '', at: item.interview_time_at }] : []),
        ...(item.follow_up_at === day.tomorrow ? [{ kind: 'followUp' as const, title: item.title ?? item.job_url, company: item.company ?? '' }] : []),
      ]),
      trackerUrl: new URL('/applications', deps.appUrl).toString(),
      settingsUrl: new URL('/settings', deps.appUrl).toString(),
    });
    const result = await mailer.send(mail);
    if (result === 'sent') run.reminders += 1;
    return { result, items: tomorrow.length };
  });
}

/**
 * One pass of match alerts and day-before reminders at `now`: for every person whose alerts or
 * reminders are on, with a valid subscription and an address mail may go to, each period due in
 * their time zone (the alert's day or week, the reminders' day) is claimed under a lease, its
 * message sent (only when there is something to list) and the period marked sent. Any number of
 * passes may run at once on any number of instances: each person's period is sent by one holder,
 * once. A holder that dies after sending and before marking leaves the period to be sent again
 * once its lease has run out (at most one repeat); a send that fails gives the period back at once.
 */
export async function runAlerts(deps: TAlertsDeps, mailer: TMailer, now: number, holder: string = randomUUID()): Promise<TAlertsRun> {
  const run: TAlertsRun = { sent: 0, empty: 0, skipped: 0, capped: false, reminders: 0 };
  if (!deps.isOn) return run;
  const pass: TPass = { deps, mailer, now, holder, run };
  // Every job stored within the matching window, read once for all: each person keeps those after their own count start.
  const stored = await deps.jobs.storedSince({ since: now - (JOB_LIMITS.personalizedDays + 1) * 86_400_000, days: JOB_LIMITS.personalizedDays, now });
  for await (const person of deps.alerts.subscribers()) {
    const hasAlert = Boolean(alertPeriod(person.frequency, person.time_zone, now)?.isDue);
    const hasReminders = person.reminders && reminderDay(person.time_zone, now).isDue;
    if (!hasAlert && !hasReminders) continue;
    const user = await deps.users.get(person.email);
    if (!user || !isSubscriptionValid(user.subscription, now) || (await deps.suppressions.isSuppressed(person.email))) {
      run.skipped += 1;
      continue;
    }
    if (hasAlert && !(await alertFor(pass, person, stored))) break;
    if (hasReminders && !(await remindersFor(pass, person))) break;
  }
  log.info({ sent: run.sent, empty: run.empty, skipped: run.skipped, capped: run.capped, reminders: run.reminders }, 'alerts-run');
  return run;
}
