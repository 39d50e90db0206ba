import { createHash, randomBytes } from 'node:crypto';
import type { TClock } from '~/domain/clock';
import { AppError } from '~/domain/errors';
import { EXTENSION_TOKEN_PATTERN } from '~/domain/extension';
import type { TExtensionJob } from '~/domain/extension-schema';
import { isSubscriptionValid } from '~/domain/subscription';
import type { TExtensionTokensRepo } from '../db/extension-tokens-repo';
import type { TUsersRepo } from '../db/users-repo';
import type { TRateLimiter } from '../rate-limit/limiter';
import type { TCaller } from '../sources/types';
import { addOutsideJob, listApplications, type TApplicationsDeps } from './applications';

export type TExtensionDeps = TApplicationsDeps & {
  users: Pick<TUsersRepo, 'get'>;
  limiter: Pick<TRateLimiter, 'consume'>;
  extension: { tokens: TExtensionTokensRepo; isOn: boolean };
  clock: TClock;
};

/** Why the extension's call is refused; each has its message in `extension.errors` and its HTTP status in the route. */
export type TExtensionRefusal = 'unavailable' | 'invalidToken' | 'subscription' | 'limited';

export const hashExtensionToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new token for the person (shown once; only its hash is kept); an earlier one stops working. */
export async function issueExtensionToken(deps: Pick<TExtensionDeps, 'extension' | 'clock'>, email: string): Promise<{ token: string; created_at: number }> {
  if (!deps.extension.isOn) throw new AppError('BAD_INPUT', 'Saving from other sites is not available', { reason: 'unavailable' });
  const token = `rx_${randomBytes(32).toString('base64url')}`;
  const now = deps.clock.now();
  await deps.extension.tokens.create(email, hashExtensionToken(token), now);
  return { token, created_at: now };
}

/**
 * Who an extension call acts for: the live token's owner, with a valid subscription. Counted first
 * per address and per token (docs/security.md, pace rules `extension`), so guessing tokens is paced.
 */
export async function extensionCaller(deps: TExtensionDeps, input: { token: string; address: string }): Promise<TCaller | TExtensionRefusal> {
  const isWellFormed = EXTENSION_TOKEN_PATTERN.test(input.token);
  const hash = isWellFormed ? hashExtensionToken(input.token) : null;
  try {
    await deps.limiter.consume('extension', { account: hash ?? 'invalid-extension-token', address: input.address });
  } catch (error) {
    if (error instanceof AppError && error.code === 'RATE_LIMITED') return 'limited';
    throw error;
  }
  if (!deps.extension.isOn) return 'unavailable';
  const owner = hash ? await deps.extension.tokens.resolve(hash) : null;
  if (!owner) return 'invalidToken';
  const user = await deps.users.get(owner.user_email);
  if (!user) return 'invalidToken';
  if (!isSubscriptionValid(user.subscription, deps.clock.now())) return 'subscription';
  return { user, token: undefined };
}

/** The posting's description and day posted, as the application's notes (only for a job saved now). */
function notesOf(job: TExtensionJob, postedLabel: (day: string) => string): string | undefined {
  const parts = [job.date_posted ? postedLabel(job.date_posted) : '', job.description ?? ''].filter(Boolean);
  return parts.length ? parts.join('\n\n') : undefined;
}

/**
 * Saves a page's job into the token owner's tracker, as the outside-job form does (the same
 * service): a new one gets the posting's salary and description; an address already tracked keeps
 * its application untouched (`isNew` false).
 */
export async function saveExtensionJob(deps: TExtensionDeps, caller: TCaller, job: TExtensionJob, postedLabel: (day: string) => string) {
  const before = await listApplications(deps, caller, undefined, { fresh: true });
  const existing = before.find((one) => one.job_url === job.job_url);
  if (existing) return { isNew: false, application: existing };
  // One write with the posting's salary and description: a retry after a failure finds either
  // nothing (and saves it all) or all of it, never the application without them.
  const details = { salary: job.salary || undefined, notes: notesOf(job, postedLabel) };
  const application = await addOutsideJob(deps, caller, { job_url: job.job_url, status: job.status, title: job.title, company: job.company, location: job.location, details });
  return { isNew: true, application };
}

/** The owner's tracker as the extension reads it (the token's read scope): each job's address, title, company and status. */
export async function listExtensionJobs(deps: TExtensionDeps, caller: TCaller) {
  const applications = await listApplications(deps, caller);
  return applications.map((one) => ({ job_url: one.job_url, title: one.title ?? null, company: one.company ?? null, status: one.status }));
}
