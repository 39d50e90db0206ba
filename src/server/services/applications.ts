import { appliedAt, DELETE_UNDO_MS, type TApiApplication, type TApplication } from '~/domain/applications';
import { isMomentOfDay } from '~/domain/planned-time';
import type { TClock } from '~/domain/clock';
import { AppError } from '~/domain/errors';
import { log } from '~/server/log.mjs';
import type { TApplicationDetails, TApplicationItem, TApplicationsRepo, TJobSnapshot } from '../db/applications-repo';
import type { TApplicationsSource, TCaller, TJobsSource } from '../sources/types';

export type TApplicationsDeps = { applications: TApplicationsSource; tracker: TApplicationsRepo; jobs: TJobsSource; clock: TClock };

/** The API's application with Rumbo's tracker details over it; the tracker's dates win, as it sees every change made here. */
function merge(application: TApiApplication, item: TApplicationItem | undefined): TApplication {
  const latest = Math.max(item?.changed_at ?? 0, application.updated_at ?? 0);
  const merged: TApplication = {
    job_url: application.job_url,
    status: application.status,
    created_at: item?.tracked_at ?? application.created_at ?? null,
    updated_at: latest || null,
    notes: item?.notes ?? null,
    history: item?.history ?? [],
    company: item?.company ?? null,
    title: item?.title ?? null,
    location: item?.location ?? null,
    archived_at: item?.archived_at ?? null,
    interview_at: item?.interview_at ?? null,
    interview_time_at: item?.interview_time_at ?? null,
    follow_up_at: item?.follow_up_at ?? null,
    contact: item?.contact ?? null,
    salary: item?.salary ?? null,
    is_manual: item?.is_manual ?? false,
  };
  return { ...merged, applied_at: appliedAt(merged) };
}

/** Deleted here while an external API still holds it, and unchanged there since. */
const isRemoved = (application: TApiApplication, item: TApplicationItem | undefined) => item?.removed_at !== undefined && (application.updated_at ?? 0) <= item.removed_at;

/** The job's company, title and place when the jobs API still knows it, so the application stays readable later. */
async function snapshotOf(deps: TApplicationsDeps, caller: TCaller, jobUrl: string): Promise<TJobSnapshot> {
  try {
    const job = await deps.jobs.jobByUrl(caller, jobUrl);
    return { company: job.company ?? undefined, title: job.title ?? undefined, location: job.location ?? undefined };
  } catch {
    return {};
  }
}

/**
 * The caller's applications, most recently changed first, each with its notes, history and
 * snapshot. Shown lists take Rumbo's items as of the version on the caller's record (which may come
 * from the cache); `fresh` reads them as stored now, for a change that starts from them.
 */
export async function listApplications(deps: TApplicationsDeps, caller: TCaller, status?: string, { fresh = false } = {}): Promise<TApplication[]> {
  const { fromTracker } = deps.applications;
  const readItems = () => (fresh ? deps.tracker.all(caller.user.user_email) : deps.tracker.allOf(caller.user));
  const [applications, items] = fromTracker
    ? await readItems().then((tracked) => [fromTracker(tracked, status), tracked] as const)
    : await Promise.all([deps.applications.list(caller, status), readItems()]);
  const details = new Map(items.map((item) => [item.job_url, item]));
  // Deletions past their undo time are made final now; until then a deleted application is hidden.
  const now = deps.clock.now();
  const expired = items.filter((item) => item.deleted_at !== undefined && now - item.deleted_at >= DELETE_UNDO_MS);
  // A deletion that cannot be made final now stays hidden and is tried again on the next read.
  if (expired.length)
    await Promise.all(expired.map((item) => finalDeletion(deps, caller, item.job_url).catch((error: unknown) => log.error({ err: error }, 'Could not make a deletion final'))));
  return applications
    .filter((application) => details.get(application.job_url)?.deleted_at === undefined && !isRemoved(application, details.get(application.job_url)))
    .map((application) => merge(application, details.get(application.job_url)))
    .sort((a, b) => (b.updated_at ?? 0) - (a.updated_at ?? 0));
}

/**
 * Deletes for good: Rumbo's own applications API drops the item; an external API (docs/product-rules.md §7 has
 * no delete) keeps its copy, which Rumbo then hides until it changes there again.
 */
async function finalDeletion(deps: TApplicationsDeps, caller: TCaller, jobUrl: string): Promise<void> {
  if (deps.applications.remove) await deps.applications.remove(caller, jobUrl);
  else await deps.tracker.markRemoved(caller.user.user_email, jobUrl, deps.clock.now());
}

/**
 * With Rumbo's own applications API, one item of the tracker's table is the whole application:
 * what the API answers for it, with the tracker's details over it; undefined when none is shown.
 */
function ownAnswer(deps: TApplicationsDeps, item: TApplicationItem | null): TApplication | undefined {
  const answered = item && deps.applications.fromTracker?.([item])[0];
  return answered && item ? merge(answered, item) : undefined;
}

/** One of the caller's applications as stored now (never a kept copy): what a change starts from. */
async function storedApplication(deps: TApplicationsDeps, caller: TCaller, jobUrl: string): Promise<TApplication | undefined> {
  // Rumbo's own API: one read of one item, not of the person's whole list.
  if (deps.applications.fromTracker) return ownAnswer(deps, await deps.tracker.one(caller.user.user_email, jobUrl));
  return (await listApplications(deps, caller, undefined, { fresh: true })).find((a) => a.job_url === jobUrl);
}

/**
 * What tracking a job starts from: its application as stored now, if any. A job tracked again while
 * its deletion could still be undone starts afresh: that deletion is made final first.
 */
async function trackedAlready(deps: TApplicationsDeps, caller: TCaller, jobUrl: string): Promise<TApplication | undefined> {
  const item = await deps.tracker.one(caller.user.user_email, jobUrl);
  if (item?.deleted_at !== undefined) {
    await finalDeletion(deps, caller, jobUrl);
    if (deps.applications.fromTracker) return undefined;
  } else if (deps.applications.fromTracker) return ownAnswer(deps, item);
  return storedApplication(deps, caller, jobUrl);
}

/**
 * A new application: with Rumbo's own API one conditional write of its item (the API's fields,
 * the first history entry and the snapshot together); when another request created it meanwhile,
 * that one is answered. With an external API, its POST and then the tracker's item.
 */
async function createApplication(
  deps: TApplicationsDeps,
  caller: TCaller,
  input: { job_url: string; status: string },
  snapshot: TJobSnapshot & { is_manual?: boolean },
  details?: TNewDetails,
) {
  const email = caller.user.user_email;
  const now = deps.clock.now();
  if (deps.applications.fromTracker) {
    const item = await deps.tracker.write(email, input.job_url, { now, apiStatus: input.status, status: input.status, snapshot, details }, 'new');
    return ownAnswer(deps, item ?? (await deps.tracker.one(email, input.job_url)))!;
  }
  const saved = await deps.applications.save(caller, input);
  const item = await deps.tracker.write(email, input.job_url, { now, status: input.status, snapshot, details });
  return merge(saved ?? input, item ?? undefined);
}

/**
 * An external API's application whose status Rumbo's history does not end with: the API took a
 * change here and Rumbo's own record of it failed (the database between the two writes), or it
 * changed there. With Rumbo's own API both are one write, so this never happens.
 */
const isUnrecorded = (deps: TApplicationsDeps, application: TApplication) => !deps.applications.fromTracker && application.history?.at(-1)?.status !== application.status;

/** Records the status an external API holds, with the job's snapshot when Rumbo has none yet (kept from the first write that had it). */
async function recordHeld(deps: TApplicationsDeps, caller: TCaller, application: TApplication, snapshot: TJobSnapshot & { is_manual?: boolean }): Promise<TApplication> {
  const item = await deps.tracker.write(caller.user.user_email, application.job_url, { now: deps.clock.now(), status: application.status, snapshot });
  return merge(application, item ?? undefined);
}

/**
 * Tracks a job in a status (docs/product-rules.md §7 POST /applications). A job already tracked keeps its
 * application, except that a saved one asked for in a later status moves there (Mark applied on a
 * job saved earlier, from a screen that did not know it yet); nothing ever moves back to Saved here.
 * Tracked again after Rumbo's record of it failed, the record is made now.
 */
export async function trackJob(deps: TApplicationsDeps, caller: TCaller, input: { job_url: string; status: string }): Promise<TApplication> {
  // Rumbo's own API, most often a job not tracked yet: its one conditional write, with no read
  // first; a job stored already (tracked, or deleted with an undo still possible) goes the way below.
  const snapshot = deps.applications.fromTracker ? await snapshotOf(deps, caller, input.job_url) : undefined;
  if (snapshot && deps.applications.fromTracker) {
    const item = await deps.tracker.write(caller.user.user_email, input.job_url, { now: deps.clock.now(), apiStatus: input.status, status: input.status, snapshot }, 'new');
    if (item) return ownAnswer(deps, item)!;
  }
  const existing = await trackedAlready(deps, caller, input.job_url);
  if (existing?.status === 'SAVED' && input.status !== 'SAVED') return changeApplication(deps, caller, input);
  if (existing) return isUnrecorded(deps, existing) ? recordHeld(deps, caller, existing, snapshot ?? (await snapshotOf(deps, caller, input.job_url))) : existing;
  return createApplication(deps, caller, input, snapshot ?? (await snapshotOf(deps, caller, input.job_url)));
}

/**
 * Adds a job found outside Rumbo (its address, title, company and place as the person typed them)
 * to the same pipeline; an address already tracked keeps its application.
 */
export async function addOutsideJob(
  deps: TApplicationsDeps,
  caller: TCaller,
  input: { job_url: string; status: string; details?: TNewDetails } & TJobSnapshot,
): Promise<TApplication> {
  const existing = await trackedAlready(deps, caller, input.job_url);
  const snapshot = { company: input.company, title: input.title, location: input.location, is_manual: true };
  if (existing) return isUnrecorded(deps, existing) ? recordHeld(deps, caller, existing, snapshot) : existing;
  // The posting's salary and notes in the same write as the application: none is saved without them.
  return createApplication(deps, caller, { job_url: input.job_url, status: input.status }, snapshot, input.details);
}

/** Details a new application may start with (the extension's salary and the posting's description). */
type TNewDetails = Pick<TApplicationDetails, 'salary' | 'notes'>;

/** A change of one application: a move to another status and/or the person's own details. */
export type TApplicationChange = { job_url: string; status?: string; archived?: boolean } & Omit<TApplicationDetails, 'archived_at'>;

/**
 * Rumbo's own API: a change that needs nothing of the stored application is one conditional write
 * of its item, with no read first: a move only from another status (the condition says so), details
 * only onto an application that is shown. Undefined when the condition did not hold (nothing was
 * written: the application is missing, deleted or already in that status) or when the change needs
 * what is stored (an archive keeps its first date; an interview time alone belongs to the stored day):
 * the caller then reads it.
 */
async function changedUnread(
  deps: TApplicationsDeps,
  email: string,
  jobUrl: string,
  now: number,
  status: string | undefined,
  archived: boolean | undefined,
  details: Omit<TApplicationDetails, 'archived_at'>,
): Promise<TApplication | undefined> {
  if (archived !== undefined) return undefined;
  if (details.interview_time_at != null && (details.interview_at == null || !isMomentOfDay(details.interview_time_at, details.interview_at))) return undefined;
  const hasDetails = Object.values(details).some((value) => value !== undefined);
  if (status === undefined && !hasDetails) return undefined;
  const write = { now, status, apiStatus: status, details: hasDetails ? details : undefined };
  const item = await deps.tracker.write(email, jobUrl, write, status === undefined ? 'shown' : 'moved');
  return ownAnswer(deps, item);
}

/**
 * Moves an application (the same SPEC POST, recorded in the history) and/or sets its details
 * (notes, dates, contact, salary, archive). With Rumbo's own API: one read of the item and one
 * conditional write of it, whatever changes; with an external API, its POST and one tracker write.
 */
export async function changeApplication(deps: TApplicationsDeps, caller: TCaller, change: TApplicationChange): Promise<TApplication> {
  const email = caller.user.user_email;
  const now = deps.clock.now();
  const { job_url: _url, status: _status, archived, ...details } = change;
  // A new interview day without a time, or none, drops the time it had; a time belongs to its day.
  if (details.interview_at !== undefined && details.interview_time_at === undefined) details.interview_time_at = null;
  if (details.interview_at === null) details.interview_time_at = null;
  const unread = deps.applications.fromTracker && (await changedUnread(deps, email, change.job_url, now, change.status, archived, details));
  if (unread) return unread;
  const current = await storedApplication(deps, caller, change.job_url);
  if (!current) throw new AppError('NOT_FOUND', 'Application not found');
  const day = details.interview_at ?? current.interview_at;
  if (details.interview_time_at != null && (day == null || !isMomentOfDay(details.interview_time_at, day))) throw new AppError('BAD_INPUT', 'The interview time is not on its day');
  const wanted: TApplicationDetails = { ...details, ...(archived === undefined ? {} : { archived_at: archived ? (current.archived_at ?? now) : null }) };
  const move = change.status !== undefined && change.status !== current.status ? change.status : undefined;
  // Asked again for the status an external API already holds but Rumbo's history lacks (its record failed): recorded now, the API not asked again.
  const catchUp = move === undefined && change.status !== undefined && isUnrecorded(deps, current) ? change.status : undefined;
  const hasDetails = Object.values(wanted).some((value) => value !== undefined);
  if (move === undefined && catchUp === undefined && !hasDetails) return current;
  const write = { now, status: move ?? catchUp, details: hasDetails ? wanted : undefined };
  if (deps.applications.fromTracker) {
    // Deleted meanwhile: the change brings nothing back.
    const item = await deps.tracker.write(email, change.job_url, { ...write, apiStatus: move }, 'shown');
    const changed = ownAnswer(deps, item);
    if (!changed) throw new AppError('NOT_FOUND', 'Application not found');
    return changed;
  }
  const application: TApiApplication =
    move === undefined ? current : ((await deps.applications.save(caller, { job_url: change.job_url, status: move })) ?? { ...current, status: move });
  const item = await deps.tracker.write(email, change.job_url, write);
  // Dates the external API does not keep come from what we listed.
  return merge({ ...application, created_at: application.created_at ?? current.created_at }, item ?? undefined);
}

/**
 * Deletes an application: hidden at once with everything in it kept, so `restoreApplication` can
 * bring it back for DELETE_UNDO_MS; the next list read after that makes the deletion final.
 */
export async function removeApplication(deps: TApplicationsDeps, caller: TCaller, jobUrl: string): Promise<void> {
  const current = await storedApplication(deps, caller, jobUrl);
  if (!current) throw new AppError('NOT_FOUND', 'Application not found');
  await deps.tracker.markDeleted(caller.user.user_email, jobUrl, deps.clock.now());
}

/** Undoes a deletion still within its undo time: the application is back with its status, history and notes. */
export async function restoreApplication(deps: TApplicationsDeps, caller: TCaller, jobUrl: string): Promise<TApplication> {
  const email = caller.user.user_email;
  const item = await deps.tracker.one(email, jobUrl);
  if (item?.deleted_at === undefined || deps.clock.now() - item.deleted_at >= DELETE_UNDO_MS) throw new AppError('NOT_FOUND', 'Nothing to restore');
  await deps.tracker.undelete(email, jobUrl, item.status);
  const restored = await storedApplication(deps, caller, jobUrl);
  if (!restored) throw new AppError('NOT_FOUND', 'Nothing to restore');
  return restored;
}
