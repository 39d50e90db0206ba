import 'server-only';
import type { TAlertLinkPurpose } from '~/domain/alerts';
import { AppError } from '~/domain/errors';
import type { TLocale } from '~/domain/locale';
import { isSubscriptionValid } from '~/domain/subscription';
import type { TMatchAlertsRepo } from '../db/match-alerts-repo';
import type { TUsersRepo } from '../db/users-repo';
import type { TAlertLinks } from '../alerts/links';
import type { TRateLimiter } from '../rate-limit/limiter';
import { trackJob, type TApplicationsDeps } from './applications';

/** What a signed alert link leads to: a job to save (and its owner's record), a person to unsubscribe, or nothing (refused). */
export type TLinkAnswer =
  { kind: 'save'; email: string; job: { job_url: string; title: string; company: string } } | { kind: 'unsubscribe'; email: string } | { kind: 'invalid' } | { kind: 'limited' };

type TLinkDeps = TApplicationsDeps & {
  alerts: { repo: TMatchAlertsRepo; links: TAlertLinks; isOn: boolean };
  users: TUsersRepo;
  limiter: Pick<TRateLimiter, 'consume'>;
};

/**
 * Reads a signed link without changing anything (the confirmation pages): counted against the
 * caller's address and the person it names (docs/security.md, "Signed alert links"). A token that
 * is forged, expired, of another purpose, or names a person without a valid subscription is refused.
 */
export async function readAlertLink(deps: TLinkDeps, input: { token: string; purpose: TAlertLinkPurpose; address: string }): Promise<TLinkAnswer> {
  const claims = deps.alerts.links.verify(input.token, input.purpose, deps.clock.now());
  try {
    await deps.limiter.consume('alertLink', { account: claims?.email ?? 'invalid-alert-link', address: input.address });
  } catch (error) {
    if (error instanceof AppError && error.code === 'RATE_LIMITED') return { kind: 'limited' };
    throw error;
  }
  if (!claims || !deps.alerts.isOn) return { kind: 'invalid' };
  if (input.purpose === 'unsubscribe') return { kind: 'unsubscribe', email: claims.email };
  const user = await deps.users.get(claims.email);
  if (!user || !isSubscriptionValid(user.subscription, deps.clock.now()) || !claims.jobUrl) return { kind: 'invalid' };
  try {
    const job = await deps.jobs.jobByUrl({ user, token: undefined }, claims.jobUrl);
    return { kind: 'save', email: claims.email, job: { job_url: job.job_url, title: job.title ?? '', company: job.company ?? '' } };
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return { kind: 'invalid' };
    throw error;
  }
}

/** The Save button of the confirmation page (POST): the job goes into the named person's tracker as SAVED; nothing else changes. */
export async function saveFromAlertLink(deps: TLinkDeps, input: { token: string; address: string; locale?: TLocale }): Promise<TLinkAnswer> {
  const answer = await readAlertLink(deps, { ...input, purpose: 'save' });
  if (answer.kind !== 'save') return answer;
  const user = await deps.users.get(answer.email);
  if (!user) return { kind: 'invalid' };
  await trackJob(deps, { user, token: undefined, locale: input.locale }, { job_url: answer.job.job_url, status: 'SAVED' });
  return answer;
}

/** The unsubscribe POST (the page's button, or a mail client's RFC 8058 one-click): the named person's alerts go off. */
export async function unsubscribeFromAlertLink(deps: TLinkDeps, input: { token: string; address: string }): Promise<TLinkAnswer> {
  const answer = await readAlertLink(deps, { ...input, purpose: 'unsubscribe' });
  if (answer.kind === 'unsubscribe') await deps.alerts.repo.turnOff(answer.email, deps.clock.now());
  return answer;
}
