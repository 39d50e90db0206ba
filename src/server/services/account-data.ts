import { AppError } from '~/domain/errors';
import type { TAccountExport } from '~/domain/account-export';
import type { TAccountErasure } from '../db/account-erasure';
import type { TSupportRequestsRepo } from '../db/support-requests-repo';
import type { TCalendarFeedsRepo } from '../db/calendar-feeds-repo';
import type { TExtensionTokensRepo } from '../db/extension-tokens-repo';
import type { TMatchAlertsRepo } from '../db/match-alerts-repo';
import type { TAccounts } from '../payments/accounts';
import type { TPayments } from '../payments/types';
import type { TCaller } from '../sources/types';
import { log } from '../log.mjs';
import { listApplications, type TApplicationsDeps } from './applications';
import { readPreferences } from './preferences';

type TExportDeps = TApplicationsDeps & {
  supportRequests: Pick<TSupportRequestsRepo, 'allOf'>;
  alerts: { repo: Pick<TMatchAlertsRepo, 'get'> };
  calendarFeeds: Pick<TCalendarFeedsRepo, 'current'>;
  extension: { tokens: Pick<TExtensionTokensRepo, 'current'> };
};
type TDeleteDeps = { payments: Pick<TPayments, 'setCancelAtPeriodEnd' | 'cancelNow'>; accounts: Pick<TAccounts, 'removeIdentity'>; erasure: TAccountErasure };

/** Everything Rumbo holds about the caller, read now (never a kept copy), through whichever APIs hold it. */
export async function exportAccount(deps: TExportDeps, caller: TCaller): Promise<TAccountExport> {
  const { user } = caller;
  const [preferences, resume, applications, support, alerts, feed, key] = await Promise.all([
    readPreferences(deps.jobs, caller),
    deps.jobs.resume(caller),
    listApplications(deps, caller, undefined, { fresh: true }),
    deps.supportRequests.allOf(user.user_email),
    deps.alerts.repo.get(user.user_email),
    deps.calendarFeeds.current(user.user_email),
    deps.extension.tokens.current(user.user_email),
  ]);
  const subscription = user.subscription;
  return {
    exported_at: new Date(deps.clock.now()).toISOString(),
    profile: { email: user.user_email, name: user.name ?? null, created_at: user.created_at ?? null, last_active: user.last_active ?? null },
    subscription: subscription
      ? { status: subscription.status, paymentStatus: subscription.paymentStatus, periodEnd: subscription.periodEnd, cancelAtEnd: subscription.cancelAtEnd }
      : null,
    job_preferences: preferences,
    resume_text: resume.resume_text,
    applications,
    support_requests: support.map(({ reference, topic, message, reply_email, created_at }) => ({ reference, topic, message, reply_email, created_at })),
    match_alerts: alerts && { frequency: alerts.frequency, min_score: alerts.min_score, time_zone: alerts.time_zone, locale: alerts.locale, updated_at: alerts.updated_at },
    calendar_feed: feed && { created_at: feed.created_at },
    extension_key: key && { created_at: key.created_at },
  };
}

/**
 * Deletes the caller's account, in the order that never leaves a charge without an account:
 * renewal switched off first (a failure here changes nothing, and the person, still subscribed,
 * can try again); then the identity account (no one signs in with it again); then the
 * subscription ended now and every record erased. A failure after the identity account is gone
 * cannot be retried by the person: it is logged for the operator and said as it is.
 */
export async function deleteAccount(deps: TDeleteDeps, caller: TCaller): Promise<void> {
  const email = caller.user.user_email;
  const subscriptionId = caller.user.subscription?.subscriptionId;
  try {
    if (subscriptionId && !caller.user.subscription?.cancelAtEnd) await deps.payments.setCancelAtPeriodEnd(subscriptionId, true);
    await deps.accounts.removeIdentity(email);
  } catch (error) {
    log.error({ err: error }, 'Account deletion stopped before anything was deleted');
    throw new AppError('UPSTREAM', 'The account could not be deleted', { cause: error, reason: 'deleteFailed' });
  }
  const problems: unknown[] = [];
  if (subscriptionId) await deps.payments.cancelNow(subscriptionId).catch((error: unknown) => problems.push(error));
  let erased = false;
  for (let attempt = 0; attempt < 3 && !erased; attempt++) {
    erased = await deps.erasure.erase(email).then(
      () => true,
      (error: unknown) => (problems.push(error), false),
    );
  }
  if (problems.length) {
    log.error({ event: 'account-deletion-incomplete', err: problems.at(-1), erased }, 'Account deleted at the identity service, but not everything else could be removed');
    if (!erased) throw new AppError('UPSTREAM', 'The account was closed but some data could not be deleted yet', { reason: 'deleteIncomplete' });
  }
}
