import { z } from 'zod';
import { DEFAULT_APPLICATION_STATUS, ZApplication, type TApplication } from '~/domain/applications';
import { bearerCaller, isStatus, listOf, type TApiConfig } from './api';
import { UpstreamError } from './http';

/** SPEC §8: what every applications call raises on 401. */
export const AUTHENTICATION_REQUIRED = 'Authentication required';

const ZList = z.object({ applications: listOf(ZApplication) });
const ZOne = z.object({ application: ZApplication.nullish() }).loose();

/** Client of the applications API (SPEC §7); every call carries the caller's bearer access token. */
export function createApplicationsApi(config: TApiConfig) {
  const bearer = bearerCaller(config);
  const call: typeof bearer = async (token, request) => {
    try {
      return await bearer(token, request);
    } catch (error) {
      if (isStatus(error, 401)) throw new UpstreamError(AUTHENTICATION_REQUIRED, 401, error.body);
      throw error;
    }
  };
  return {
    /** GET /applications with an optional status; `applications` absent → []. */
    async list(token: string, status?: string): Promise<TApplication[]> {
      return (await call(token, { path: '/applications', query: { status }, schema: ZList })).applications;
    },
    /** POST /applications {job_url, status}; status defaults to APPLIED. Answers the stored application when the API returns it. */
    async create(token: string, input: { job_url: string; status?: string }): Promise<TApplication | null> {
      const body = { job_url: input.job_url, status: input.status ?? DEFAULT_APPLICATION_STATUS };
      return (await call(token, { method: 'POST', path: '/applications', body, schema: ZOne })).application ?? null;
    },
    /** PATCH /applications {job_url, status?, notes?}: moves an application or edits its notes. */
    async update(token: string, input: { job_url: string; status?: string; notes?: string }): Promise<TApplication | null> {
      return (await call(token, { method: 'PATCH', path: '/applications', body: input, schema: ZOne })).application ?? null;
    },
  };
}
export type TApplicationsApi = ReturnType<typeof createApplicationsApi>;
