/** docs/product-rules.md §3 browser storage key of the first-visit welcome; logout keeps it (docs/product-rules.md §4). Also a cookie, for the server render. */
export const WELCOME_SEEN_KEY = 'hasSeenWelcome';

/** What closes the welcome besides its next steps' links: its close and "Got it" buttons carry it. */
export const WELCOME_DISMISS_ATTRIBUTE = 'data-welcome-dismiss';
