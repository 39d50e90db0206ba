import { z } from 'zod';
import { DEFAULT_APPLICATION_STATUS, NOTES_MAX, ZApplicationStatus } from '~/domain/applications';
import { ZJobUrl } from '~/domain/jobs';
import type { TClock } from '~/domain/clock';
import type { TApplicationRecord, TApplicationsRepo } from '../db/applications-repo';
import type { TJobsRepo } from '../db/jobs-repo';
import { ApiError, json, parseOr400, readBody, type TRoute } from './http';

const ZNotes = z.string().max(NOTES_MAX, `Notes must be at most ${NOTES_MAX} characters`);
const ZCreate = z.object({ job_url: ZJobUrl, status: ZApplicationStatus.default(DEFAULT_APPLICATION_STATUS), notes: ZNotes.optional() });
const ZUpdate = z
  .object({ job_url: ZJobUrl, status: ZApplicationStatus.optional(), notes: ZNotes.optional() })
  .refine((change) => change.status !== undefined || change.notes !== undefined, 'Nothing to change');

/** What the API answers for an application: the stored record without its owner. */
const answer = ({ user_email: _, ...application }: TApplicationRecord) => application;

/** Rumbo's applications API (SPEC §7), answered from the applications table. */
export function applicationsRoutes(deps: { applications: TApplicationsRepo; jobs: TJobsRepo; clock: TClock }): Record<string, TRoute> {
  return {
    'GET /applications': {
      needsSubscription: true,
      handle: async ({ email, query }) => {
        const raw = query.get('status');
        const status = raw ? parseOr400(ZApplicationStatus, raw) : undefined;
        return json({ applications: (await deps.applications.list(email, status)).map(answer) });
      },
    },
    'POST /applications': {
      needsSubscription: true,
      handle: async ({ email, request }) => {
        const input = await readBody(request, ZCreate);
        const now = deps.clock.now();
        // A snapshot of the job keeps the application readable after the posting is gone.
        const job = await deps.jobs.byUrl(input.job_url);
        const { application, isNew } = await deps.applications.create({
          user_email: email,
          job_url: input.job_url,
          status: input.status,
          notes: input.notes,
          created_at: now,
          updated_at: now,
          ...(job ? { company: job.company, title: job.title, location: job.location } : {}),
        });
        return json({ application: answer(application) }, isNew ? 201 : 200);
      },
    },
    'PATCH /applications': {
      needsSubscription: true,
      handle: async ({ email, request }) => {
        const { job_url, ...change } = await readBody(request, ZUpdate);
        const application = await deps.applications.update(email, job_url, change, deps.clock.now());
        if (!application) throw new ApiError(404, 'Application not found');
        return json({ application: answer(application) });
      },
    },
  };
}
