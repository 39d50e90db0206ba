import { ZRequestId, ZUploadInput } from '~/domain/resume-matching-schema';
import { BODY_LIMITS } from '../../http/body';
import type { TResumeMatchingSource } from '../../sources/types';
import { json, parseOr400, readBody, type TRoute } from './http';

/**
 * The resume-matching API (docs/product-rules.md §7) over HTTP: SPEC body {pdf_data, captcha_token}, plus
 * Rumbo's optional `file_name` for the extension check. Refusals carry their reason beside the
 * message (`{ error, reason }`), so a client shows the same translated message.
 */
export function resumeRoutes(resume: TResumeMatchingSource): Record<string, TRoute> {
  return {
    'POST /resume-to-jobs-upload': {
      needsSubscription: true,
      handle: async ({ caller, request }) => json(await resume.upload(caller, await readBody(request, ZUploadInput, BODY_LIMITS.upload))),
    },
    'GET /resume-to-jobs-request': {
      needsSubscription: true,
      handle: async ({ caller, query }) => json(await resume.request(caller, parseOr400(ZRequestId, query.get('request_id') ?? ''))),
    },
  };
}
