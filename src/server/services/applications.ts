import type { TApiApplication, TApplication } from '~/domain/applications';
import type { TClock } from '~/domain/clock';
import { AppError } from '~/domain/errors';
import type { TApplicationItem, TApplicationsRepo, TJobSnapshot } from '../db/applications-repo';
import type { TApplicationsSource, TCaller, TJobsSource } from '../sources/types';

export type TApplicationsDeps = { applications: TApplicationsSource; tracker: TApplicationsRepo; jobs: TJobsSource; clock: TClock };

/** The API's application with Rumbo's tracker details over it; the tracker's dates win, as it sees every change made here. */
function merge(application: TApiApplication, item: TApplicationItem | undefined): TApplication {
  const latest = Math.max(item?.changed_at ?? 0, application.updated_at ?? 0);
  return {
    job_url: application.job_url,
    status: application.status,
    created_at: item?.tracked_at ?? application.created_at ?? null,
    updated_at: latest || null,
    notes: item?.notes ?? null,
    history: item?.history ?? [],
    company: item?.company ?? null,
    title: item?.title ?? null,
    location: item?.location ?? null,
  };
}

/** The job's company, title and place when the jobs API still knows it, so the application stays readable later. */
async function snapshotOf(deps: TApplicationsDeps, caller: TCaller, jobUrl: string): Promise<TJobSnapshot> {
  try {
    const job = await deps.jobs.jobByUrl(caller, jobUrl);
    return { company: job.company ?? undefined, title: job.title ?? undefined, location: job.location ?? undefined };
  } catch {
    return {};
  }
}

/** The caller's applications, most recently changed first, each with its notes, history and snapshot. */
export async function listApplications(deps: TApplicationsDeps, caller: TCaller, status?: string): Promise<TApplication[]> {
  const [applications, items] = await Promise.all([deps.applications.list(caller, status), deps.tracker.all(caller.user.user_email)]);
  const details = new Map(items.map((item) => [item.job_url, item]));
  return applications.map((application) => merge(application, details.get(application.job_url))).sort((a, b) => (b.updated_at ?? 0) - (a.updated_at ?? 0));
}

/** Tracks a job in a status (SPEC §7 POST /applications); a job already tracked keeps its application. */
export async function trackJob(deps: TApplicationsDeps, caller: TCaller, input: { job_url: string; status: string }): Promise<TApplication> {
  const existing = (await listApplications(deps, caller)).find((a) => a.job_url === input.job_url);
  if (existing) return existing;
  const [saved, snapshot] = await Promise.all([deps.applications.save(caller, input), snapshotOf(deps, caller, input.job_url)]);
  const item = await deps.tracker.recordStatus(caller.user.user_email, input.job_url, input.status, deps.clock.now(), snapshot);
  return merge(saved ?? input, item);
}

/** Moves an application (the same SPEC POST, recorded in the history) and/or replaces its notes. */
export async function changeApplication(deps: TApplicationsDeps, caller: TCaller, change: { job_url: string; status?: string; notes?: string }): Promise<TApplication> {
  const current = (await listApplications(deps, caller)).find((a) => a.job_url === change.job_url);
  if (!current) throw new AppError('NOT_FOUND', 'Application not found');
  const email = caller.user.user_email;
  const now = deps.clock.now();
  let application: TApiApplication = current;
  let item: TApplicationItem | undefined;
  if (change.status !== undefined && change.status !== current.status) {
    application = (await deps.applications.save(caller, { job_url: change.job_url, status: change.status })) ?? { ...current, status: change.status };
    item = await deps.tracker.recordStatus(email, change.job_url, change.status, now);
  }
  if (change.notes !== undefined) item = await deps.tracker.setNotes(email, change.job_url, change.notes, now);
  if (!item) return current;
  // Dates the external API does not keep come from what we listed.
  return merge({ ...application, created_at: application.created_at ?? current.created_at }, item);
}
