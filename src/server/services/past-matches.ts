import { z } from 'zod';
import type { TClock } from '~/domain/clock';
import { AppError } from '~/domain/errors';
import { MATCH_STATUSES, UPLOAD_REASONS } from '~/domain/resume-matching';
import type { TResumeRequestsRepo } from '../db/resume-requests-repo';
import type { TUserRecord, TUsersRepo } from '../db/users-repo';
import { shownStatus } from '../platform/resume-matching/source';

/** Best jobs shown for each past request. */
export const TOP_MATCHES = 3;

/** One of the person's recent resume matches, as /documents lists it. */
export const ZPastMatch = z.object({
  request_id: z.string(),
  created_at: z.number(),
  status: z.enum(MATCH_STATUSES),
  error_reason: z.enum(UPLOAD_REASONS).nullish(),
  match_count: z.number(),
  top: z.array(z.object({ job_url: z.string(), title: z.string().nullish(), company: z.string(), location: z.string().nullish(), score: z.number() })),
});
export type TPastMatch = z.infer<typeof ZPastMatch>;

/** The person's resume matches still kept (24 hours after each upload), newest first, each with its best jobs. */
export async function listPastMatches(deps: { resumeRequests: TResumeRequestsRepo; clock: TClock }, user: TUserRecord): Promise<TPastMatch[]> {
  const now = deps.clock.now();
  const items = await deps.resumeRequests.listOwned(user.user_email, user.resume_requests ?? []);
  return items
    .filter((item) => item.expires_at * 1000 > now)
    .sort((a, b) => b.created_at - a.created_at)
    .map((item) => {
      const status = shownStatus(item, now);
      const matches = status === 'done' ? (item.matches ?? []) : [];
      return {
        request_id: item.request_id,
        created_at: item.created_at,
        status,
        error_reason: status === 'failed' ? (item.error_reason ?? 'matchFailed') : null,
        match_count: matches.length,
        top: matches.slice(0, TOP_MATCHES).map(({ job, score }) => ({ job_url: job.job_url, title: job.title, company: job.company, location: job.location, score })),
      };
    });
}

/**
 * Deletes one of the person's resume matches and forgets its id. Only ids on the person's own
 * list are theirs to delete: any other id is NOT_FOUND, so another person's id reveals nothing,
 * and a refusal touches nothing.
 */
export async function deletePastMatch(deps: { resumeRequests: TResumeRequestsRepo; users: TUsersRepo }, user: TUserRecord, requestId: string): Promise<void> {
  if (!(user.resume_requests ?? []).includes(requestId)) throw new AppError('NOT_FOUND', 'Resume match not found');
  // Still conditional on the owner; a request that has already expired is only forgotten.
  await deps.resumeRequests.deleteOwned(requestId, user.user_email);
  await deps.users.forgetResumeRequest(user.user_email, requestId);
}
