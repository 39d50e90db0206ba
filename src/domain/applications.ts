/** Stable status keys; labels are translated. APPLIED is the default (SPEC §3). */
export const APPLICATION_STATUSES = ['SAVED', 'APPLIED', 'INTERVIEW', 'OFFER', 'REJECTED', 'WITHDRAWN'] as const;
export type TApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const DEFAULT_APPLICATION_STATUS: TApplicationStatus = 'APPLIED';
