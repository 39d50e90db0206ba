// The application statuses and field lengths: zod-free, and apart from ./applications.ts, so the
// schemas (./applications-schema.ts) and the forms read the same values without a cycle.

/** Stable status keys, in pipeline order; labels are translated. APPLIED is the default (docs/product-rules.md §3). */
export const APPLICATION_STATUSES = ['SAVED', 'APPLIED', 'INTERVIEW', 'OFFER', 'REJECTED', 'WITHDRAWN'] as const;

export type TApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Longest notes, contact, title and salary texts (docs/product-rules.md §9). */
export const NOTES_MAX = 2000;

export const CONTACT_MAX = 200;

export const TITLE_MAX = 200;

export const SALARY_MAX = 100;
