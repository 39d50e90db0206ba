import 'server-only';
import { randomUUID } from 'node:crypto';
import { ALERT_MAX_JOBS, alertPeriod } from '~/domain/alerts';
import { JOB_LIMITS } from '~/domain/job-limits';
import { labelMatch } from '~/domain/matching/labels';
import { jobPagePath } from '~/domain/job-path';
import { isSubscriptionValid } from '~/domain/subscription';
import { exclusionsOf } from '~/domain/user-record';
import { log } from '~/server/log.mjs';
import type { TJobsRepo } from '../db/jobs-repo';
import type { TMatchAlertsRepo, TAlertSettings } from '../db/match-alerts-repo';
import type { TMailSuppressionsRepo } from '../db/mail-suppressions-repo';
import type { TUsersRepo } from '../db/users-repo';
import type { TMailer } from '../mail/mailer';
import { matchAlertMail, type TAlertJob } from '../mail/messages';
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
  suppressions: Pick<TMailSuppressionsRepo, 'isSuppressed'>;
  links: TAlertLinks;
  appUrl: string;
  /** False when an external jobs or applications API is configured: alerts run on Rumbo's own sources only. */
  isOn: boolean;
};

export type TAlertsRun = { sent: number; empty: number; skipped: number; capped: boolean };

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
  const ranked = await deps.recent.rank(resume, JOB_LIMITS.personalizedDays, { preferences, limit: RANKED_MAX });
  return ranked.filter(({ job, score }) => (stored.get(job.job_url) ?? 0) > person.since && score >= person.min_score).slice(0, ALERT_MAX_JOBS);
}

/**
 * One pass of match alerts at `now`: for every person whose alerts are on and whose period is due
 * in their time zone, with a valid subscription and an address mail may go to, the period is
 * claimed under a lease, the new matching jobs ranked, the alert sent (only when there is a job to
 * list) and the period marked sent. Any number of passes may run at once on any number of
 * instances: each person's period is sent by one holder, once. A holder that dies after sending
 * and before marking leaves the period to be sent again once its lease has run out (at most one
 * repeat); a send that fails gives the period back at once.
 */
export async function runAlerts(deps: TAlertsDeps, mailer: TMailer, now: number, holder: string = randomUUID()): Promise<TAlertsRun> {
  const run: TAlertsRun = { sent: 0, empty: 0, skipped: 0, capped: false };
  if (!deps.isOn) return run;
  // Every job stored within the matching window, read once for all: each person keeps those after their own count start.
  const stored = await deps.jobs.storedSince({ since: now - (JOB_LIMITS.personalizedDays + 1) * 86_400_000, days: JOB_LIMITS.personalizedDays, now });
  for await (const person of deps.alerts.subscribers()) {
    const period = alertPeriod(person.frequency, person.time_zone, now);
    if (!period?.isDue) continue;
    const user = await deps.users.get(person.email);
    if (!user || !isSubscriptionValid(user.subscription, now) || (await deps.suppressions.isSuppressed(person.email))) {
      run.skipped += 1;
      continue;
    }
    if ((await deps.alerts.claimPeriod(person.email, period.key, { holder, now, leaseMs: ALERT_LEASE_MS })) !== 'claimed') continue;
    try {
      const matches = await newMatches(deps, person, stored);
      if (!matches.length) {
        await deps.alerts.markSent(person.email, period.key, holder, { jobs: 0, since: now, now });
        run.empty += 1;
        continue;
      }
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
      if (result === 'capped' || result === 'off') {
        await deps.alerts.releasePeriod(person.email, period.key, holder);
        run.capped = result === 'capped';
        break;
      }
      await deps.alerts.markSent(person.email, period.key, holder, { jobs: result === 'sent' ? jobs.length : 0, since: now, now });
      if (result === 'sent') run.sent += 1;
    } catch (error) {
      await deps.alerts.releasePeriod(person.email, period.key, holder).catch(() => false);
      throw error;
    }
  }
  log.info({ sent: run.sent, empty: run.empty, skipped: run.skipped, capped: run.capped }, 'alerts-run');
  return run;
}
