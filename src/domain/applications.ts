import type { TApplication } from './applications-schema';
import type { TInBoth } from './jobs/schema';
export type { TApiApplication, TOutsideJob, TApplication } from './applications-schema';
// The statuses and lengths the schemas check; their own module so that ./applications-schema.ts never imports this one.
export { APPLICATION_STATUSES, CONTACT_MAX, NOTES_MAX, SALARY_MAX, TITLE_MAX, type TApplicationStatus } from './application-limits';
import { APPLICATION_STATUSES, type TApplicationStatus } from './application-limits';

/** An application as the screens get it: its place named in each interface language when it has one (see jobs/labels.ts). */
export type TShownApplication = TApplication & { placeLabels?: TInBoth };

export const DEFAULT_APPLICATION_STATUS: TApplicationStatus = 'APPLIED';

/** docs/product-rules.md §9 refresh intervals. */
export const REFRESH_MS = { applications: 600_000, matches: 300_000 } as const;

/** How long a deleted application can be brought back (Undo); after that its deletion is final. */
export const DELETE_UNDO_MS = 10 * 60_000;

/** How long the notice offering Undo stays on screen. */
export const UNDO_NOTICE_MS = 10_000;

/** History entries kept per application; the oldest go first. */
export const HISTORY_MAX = 50;

/**
 * The date of applying, read from the status history: the first move out of Saved after the last
 * time in Saved. Saved alone has none. Without a history (an application the external API holds
 * but Rumbo never saw change), the creation date of anything past Saved.
 */
export function appliedAt(application: Pick<TApplication, 'status' | 'history' | 'created_at'>): number | null {
  const history = application.history ?? [];
  if (!history.length) return application.status === 'SAVED' ? null : (application.created_at ?? null);
  let applied: number | null = null;
  for (const change of history) {
    if (change.status === 'SAVED') applied = null;
    else applied ??= change.at;
  }
  return application.status === 'SAVED' ? null : applied;
}

/** The status key if it is one we know, so an unknown upstream value still shows. */
export function isKnownStatus(status: string): status is TApplicationStatus {
  return (APPLICATION_STATUSES as readonly string[]).includes(status);
}
