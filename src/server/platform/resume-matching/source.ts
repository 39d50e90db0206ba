import { randomBytes } from 'node:crypto';
import type { TClock } from '~/domain/clock';
import type { TMatchStatus } from '~/domain/resume-matching';
import type { TMatchRequest } from '~/domain/resume-matching-schema';
import { exclusionsOf } from '~/domain/user-record';
import type { TUsersRepo } from '../../db/users-repo';
import { keys } from '../../db/keys';
import type { TResumeRequestItem, TResumeRequestsRepo } from '../../db/resume-requests-repo';
import type { TResumeMatchingSource } from '../../sources/types';
import type { TRateLimiter } from '../../rate-limit/limiter';
import type { TCaptcha } from './captcha';
import type { TPdfParsers } from './pdf-parsers';
import { checkUpload } from './pdf-text';
import { uploadRefusal as refusal } from '~/domain/resume-matching';
import type { TMatchWorker } from './worker';

/** How long a request and its result can be read back. */
export const REQUEST_TTL_MS = 24 * 3_600_000;
/** A request still pending or processing this long after its last move was taken over by no instance: it answers failed. */
export const STALE_AFTER_MS = 60_000;
/** Requests their owner can list again (on /documents): the newest ones, enough for a day of uploads. */
export const LISTED_REQUESTS_MAX = 10;
/** UTF-8 bytes of resume text a request item holds, leaving room for the result under the 400 KB item limit. */
const TEXT_MAX_BYTES = 300_000;

/** Cuts text to at most `maxBytes` of UTF-8 without splitting a character. */
function fitBytes(text: string, maxBytes: number): string {
  if (Buffer.byteLength(text) <= maxBytes) return text;
  const cut = Buffer.from(text).subarray(0, maxBytes).toString('utf8');
  return cut.endsWith('\uFFFD') ? cut.slice(0, -1) : cut;
}

/** A request's status as its owner sees it: one no instance moved for STALE_AFTER_MS counts as failed. */
export function shownStatus(item: Pick<TResumeRequestItem, 'status' | 'updated_at'>, now: number): TMatchStatus {
  const isStale = (item.status === 'pending' || item.status === 'processing') && now - item.updated_at > STALE_AFTER_MS;
  return isStale ? 'failed' : item.status;
}

/** A stored request as the poll answers it. */
function answer(item: TResumeRequestItem, now: number): TMatchRequest {
  if (shownStatus(item, now) === 'failed') {
    return { request_id: item.request_id, status: 'failed', progress: item.progress, error: { reason: item.error_reason ?? 'matchFailed' } };
  }
  const result = item.status === 'done' ? { resume_text: item.resume_text, matches: item.matches ?? [] } : undefined;
  return { request_id: item.request_id, status: item.status, progress: item.progress, ...(result ? { result } : {}) };
}

/**
 * Rumbo's own resume-matching API (docs/product-rules.md §7): checks the upload and reads it in a parser process,
 * stores the request, ranks off the request path, and answers polls from the database so any
 * instance can. A request belongs to the subscriber who uploaded it; to anyone else it does
 * not exist.
 */
export function createRumboResumeMatchingSource(deps: {
  captcha: TCaptcha;
  /** Where uploaded files are read: parser processes, never the serving thread. */
  parsers: TPdfParsers;
  /** Counts each read file against its owner's quota (QUOTAS.upload). */
  limiter: Pick<TRateLimiter, 'spend'>;
  requests: TResumeRequestsRepo;
  users: Pick<TUsersRepo, 'rememberResumeRequest'>;
  worker: TMatchWorker;
  clock: TClock;
}): TResumeMatchingSource {
  return {
    async upload({ user }, input) {
      const { text } = await checkUpload(input, {
        captcha: deps.captcha,
        parsers: deps.parsers,
        spendQuota: () => deps.limiter.spend('upload', user.user_email),
      });
      const now = deps.clock.now();
      const item = await deps.requests.create({
        request_id: randomBytes(18).toString('base64url'),
        owner_email: keys.userEmail(user.user_email),
        resume_text: fitBytes(text, TEXT_MAX_BYTES),
        created_at: now,
        expires_at: Math.ceil((now + REQUEST_TTL_MS) / 1000),
      });
      // resume_requests has no owner index: the owner's record keeps the ids for /documents.
      await deps.users.rememberResumeRequest(user.user_email, item.request_id, LISTED_REQUESTS_MAX);
      const preferences = { locations: user.job_preferences?.locations ?? [], fields: user.job_preferences?.fields ?? [] };
      // Stored as work any instance can finish before the upload is answered.
      await deps.worker.enqueue({ requestId: item.request_id, preferences, exclusions: exclusionsOf(user), expiresAt: item.expires_at });
      return { request_id: item.request_id };
    },
    async request({ user }, requestId) {
      const item = await deps.requests.get(requestId);
      const now = deps.clock.now();
      // Unknown, expired and someone else's all answer alike, so an id reveals nothing.
      if (!item || item.owner_email !== keys.userEmail(user.user_email) || item.expires_at * 1000 <= now) throw refusal('expired');
      return answer(item, now);
    },
  };
}
