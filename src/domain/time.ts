/** Milliseconds in a day; epoch arithmetic is UTC, so every day has exactly this many. */
export const DAY_MS = 86_400_000;
