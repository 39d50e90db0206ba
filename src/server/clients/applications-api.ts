import { z } from 'zod';
import { type TApiApplication } from '~/domain/applications';
import { AppError } from '~/domain/errors';
import { ZJobUrl } from '~/domain/jobs/schema';
import { AUTHENTICATION_REQUIRED } from '~/domain/jobs/messages';
import type { TApplicationsSource, TCaller } from '../sources/types';
import { bearerCaller, fromUpstream, isStatus, listOf, ZWireDate, type TApiConfig } from './api';
import { UpstreamError } from './http';

/**
 * An application as the API sends it, read generously: `job_url` (held to the URL rule before it
 * becomes a link) and `status` are required; its dates are converted (epoch ms or a date string)
 * or missing; fields the specification does not define are ignored.
 */
const ZApplication = z.object({
  job_url: ZJobUrl,
  status: z.string().min(1),
  created_at: ZWireDate.optional(),
  updated_at: ZWireDate.optional(),
}) satisfies z.ZodType<TApiApplication>;
const ZList = z.object({ applications: listOf(ZApplication, 'GET /applications') });
/** docs/product-rules.md §7 leaves the POST answer open: use `application` when the API sends one, else nothing. */
const ZOne = z.unknown().transform((answer) => z.object({ application: ZApplication }).safeParse(answer).data?.application ?? null);

/** Client of an external applications API (docs/product-rules.md §7); every call carries the caller's bearer access token. */
export function createApplicationsApi(config: TApiConfig): TApplicationsSource {
  const bearer = bearerCaller(config);
  const call: typeof bearer = async (token, request) => {
    try {
      return await bearer(token, request);
    } catch (error) {
      if (isStatus(error, 401)) throw new AppError('UNAUTHORIZED', AUTHENTICATION_REQUIRED, { cause: error });
      throw error instanceof UpstreamError ? fromUpstream(error) : error;
    }
  };
  return {
    async list({ token }: TCaller, status?: string): Promise<TApiApplication[]> {
      return (await call(token, { path: '/applications', query: { status }, schema: ZList })).applications;
    },
    async save({ token }: TCaller, input: { job_url: string; status: string }): Promise<TApiApplication | null> {
      // Exactly the SPEC body; an API that answers nothing useful leaves the caller to re-read.
      const body = { job_url: input.job_url, status: input.status };
      return call(token, { method: 'POST', path: '/applications', body, schema: ZOne });
    },
  };
}
