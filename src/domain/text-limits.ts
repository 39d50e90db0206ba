// Plain rules, no validation library: every form with a text limit carries this file.

/**
 * Characters a text holds as the server counts them (zod's `.max`, UTF-16 code units), after
 * trimming where the server trims first.
 */
export const textLength = (value: string, isTrimmed = false): number => (isTrimmed ? value.trim() : value).length;

/** How many characters a text has beyond `max` (0 when it fits): refused, never cut (docs/product-rules.md §9.3). */
export const charactersOver = (value: string, max: number, isTrimmed = false): number => Math.max(0, textLength(value, isTrimmed) - max);
