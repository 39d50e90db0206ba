import type { TApiApplication } from '~/domain/applications';
import type { TClock } from '~/domain/clock';
import type { TApplicationItem, TApplicationsRepo } from '../db/applications-repo';
import type { TApplicationsSource } from '../sources/types';

/** What the applications API answers for an item: its SPEC fields and dates; null for a tracker-only item. */
function answer(item: TApplicationItem): TApiApplication | null {
  // No status: tracker-only. Deleted: hidden while the deletion can be undone.
  if (!item.status || item.deleted_at !== undefined) return null;
  return { job_url: item.job_url, status: item.status, created_at: item.created_at ?? null, updated_at: item.updated_at ?? null };
}

/** The API's list from the table's items: those in `status` (any when unset), most recently changed first. */
function answers(items: readonly TApplicationItem[], status?: string): TApiApplication[] {
  return items.flatMap((item) => (status && item.status !== status ? [] : (answer(item) ?? []))).sort((a, b) => (b.updated_at ?? 0) - (a.updated_at ?? 0));
}

/** Rumbo's own applications API (docs/product-rules.md §7), answered from the applications table. */
export function createRumboApplicationsSource(deps: { applications: TApplicationsRepo; clock: TClock }): TApplicationsSource {
  return {
    async list({ user }, status) {
      return answers(status ? await deps.applications.inStatus(user.user_email, status) : await deps.applications.allOf(user), status);
    },
    fromTracker: answers,
    async save({ user }, input) {
      return answer(await deps.applications.saveStatus(user.user_email, input.job_url, input.status, deps.clock.now()));
    },
    async remove({ user }, jobUrl) {
      await deps.applications.delete(user.user_email, jobUrl);
    },
  };
}
