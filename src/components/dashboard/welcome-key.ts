/** SPEC §3 browser storage key of the first-visit welcome; logout keeps it (SPEC §4). Also a cookie, for the server render. */
export const WELCOME_SEEN_KEY = 'hasSeenWelcome';
