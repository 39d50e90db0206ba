// Its own module: pages that need only the limits (onboarding, forms) don't load the job matching code.
/** docs/product-rules.md §9 job-list constants. */
export const JOB_LIMITS = {
  latestDays: 14,
  latestMax: 50,
  personalizedDays: 28,
  fallbackDays: 14,
  fallbackMax: 15,
  /** The most a single latest-jobs call may ask for; the /jobs page pages through it (14 busy days fit). */
  latestMaxCap: 2000,
  /** Preference lists: entries per list and characters per entry. */
  preferenceEntries: 50,
  preferenceLength: 100,
  /** Free-text filters (search, location, field). */
  filterLength: 100,
  /** Values one multi-value filter (locations, fields) may hold. */
  filterValues: 20,
  /** The widest window of days any jobs call may ask for. */
  maxDays: 90,
  /** Matches the dashboard's panel lists (the page prefetches exactly these). */
  dashboardMatches: 5,
} as const;

/** Jobs per page of a list (the latest jobs, the matches). */
export const JOBS_PAGE_SIZE = 20;
