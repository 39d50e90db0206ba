// Without zod: the /settings card reads these in the browser.
/** How often match alerts go out: never (the default), once a day, once a week. */
export const ALERT_FREQUENCIES = ['off', 'daily', 'weekly'] as const;
export type TAlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** The local hour (0–23, in the person's time zone) from which a period's alert is due. */
export const ALERT_SEND_HOUR = 8;
/** The lowest minimum score a person may ask for, and the highest. */
export const ALERT_SCORE_RANGE = { min: 0, max: 100 } as const;
/** The default minimum match score of a new setting. */
export const ALERT_DEFAULT_MIN_SCORE = 60;
/** The most jobs one alert lists (the best first). */
export const ALERT_MAX_JOBS = 10;
