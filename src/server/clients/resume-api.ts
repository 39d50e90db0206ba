import { z } from 'zod';
import { hasPdfExtension, isBase64, REFUSAL_MESSAGES, UPLOAD_REASONS, uploadRefusal as refused } from '~/domain/resume-matching';
import type { TMatchRequest, TUploadInput } from '~/domain/resume-matching-schema';
import { ZMatchRequest, ZRankedJob } from '~/domain/resume-matching-schema';
import type { TResumeMatchingSource } from '../sources/types';
import { fromUpstream, listOf, ZApiJob, type TApiConfig } from './api';
import { defaultErrorText, fetchJson, UpstreamError } from './http';

const ZUploadAnswer = z.object({ request_id: z.string().min(1) });
/** A ranked job whose `job_url` breaks the URL rule is dropped: it would become a link. */
const ZAnswerRequest = ZMatchRequest.extend({
  result: z.object({ resume_text: z.string(), matches: listOf(ZRankedJob.extend({ job: ZApiJob.extend({ company: z.string() }) }), 'GET /resume-to-jobs-request') }).nullish(),
});
const ZReasonBody = z.object({ reason: z.enum(UPLOAD_REASONS) });
/** An upload carries up to 7 MB of base64: more time than a small JSON call. */
const UPLOAD_TIMEOUT_MS = 30_000;

/**
 * A refusal as the same error Rumbo's own source throws: the reason the API sends beside its
 * text when it sends one; an unknown request (404) is `expired`; anything else by its status.
 */
function asRefusal(error: unknown, isPoll: boolean): unknown {
  if (!(error instanceof UpstreamError)) return error;
  const sent = ZReasonBody.safeParse(error.body).data?.reason;
  const reason = sent ?? (isPoll && error.status === 404 ? 'expired' : undefined);
  if (!reason || error.status === 401) return fromUpstream(error);
  return refused(reason, { message: defaultErrorText(error.body) ?? REFUSAL_MESSAGES[reason], cause: error });
}

/** docs/product-rules.md §5 checks the browser made before sending: file, captcha token, .pdf name, readable data. */
function checkBeforeSending(input: TUploadInput): void {
  if (!input.pdf_data) throw refused('noFile');
  if (!input.captcha_token) throw refused('captchaFailed');
  if (input.file_name !== undefined && !hasPdfExtension(input.file_name)) throw refused('invalidExtension');
  if (!isBase64(input.pdf_data)) throw refused('readFailed');
}

/**
 * Client of an external resume-matching API (docs/product-rules.md §7), used when RESUME_API_URL is set. docs/product-rules.md §6:
 * no token is attached, so the API knows the request by its id alone. It sends exactly the SPEC
 * body {pdf_data, captcha_token}; the captcha is the one Rumbo's widget solved, so the API must
 * verify ALTCHA solutions signed with the same key.
 */
export function createResumeApi(config: TApiConfig): TResumeMatchingSource {
  const base = config.baseUrl.replace(/\/+$/, '');
  return {
    async upload(_caller, input) {
      checkBeforeSending(input);
      try {
        return await fetchJson({
          url: `${base}/resume-to-jobs-upload`,
          method: 'POST',
          body: { pdf_data: input.pdf_data, captcha_token: input.captcha_token },
          schema: ZUploadAnswer,
          timeoutMs: config.timeoutMs ?? UPLOAD_TIMEOUT_MS,
          fetch: config.fetch,
        });
      } catch (error) {
        throw asRefusal(error, false);
      }
    },
    async request(_caller, requestId): Promise<TMatchRequest> {
      const url = new URL(`${base}/resume-to-jobs-request`);
      url.searchParams.set('request_id', requestId);
      try {
        return await fetchJson({ url, schema: ZAnswerRequest, timeoutMs: config.timeoutMs, fetch: config.fetch });
      } catch (error) {
        throw asRefusal(error, true);
      }
    },
  };
}
