/** Every composite key string of the data model is built here and nowhere else. */
export const keys = {
  /** jobs.by_day partition: the UTC calendar day of a job's creation. */
  jobDay: (creationDate: number): string => new Date(creationDate).toISOString().slice(0, 10),
  /** applications.by_status partition: one user's applications in one status. */
  userStatus: (email: string, status: string): string => `${email.toLowerCase()}#${status}`,
  /** The one item of the jobs table that holds the preference options (role types, locations) seen so far. */
  jobOptions: 'meta#options',
  /** Users are keyed by their login email, lower-cased so one person has one record. */
  userEmail: (email: string): string => email.trim().toLowerCase(),
  /** rate_limits partition: one fixed-window counter per action, dimension, subject and window start. */
  rateLimitBucket: (action: string, dimension: 'account' | 'address', subject: string, windowStart: number): string => `${action}#${dimension}#${subject}#${windowStart}`,
  /** local_payments: a test checkout session (the test checkout route accepts only this shape). */
  localCheckout: (hex: string): string => `cs_local_${hex}`,
  /** local_payments: a test subscription. */
  localSubscription: (hex: string): string => `sub_local_${hex}`,
  /** local_payments: the link from an email to its test subscription. */
  localEmailLink: (email: string): string => `email#${email.trim().toLowerCase()}`,
  /** signups partition: one onboarding's answers, for the email and the checkout they were given with. */
  signup: (email: string, signupId: string): string => `${email.trim().toLowerCase()}#${signupId}`,
  /** signups partition: the name an unconfirmed account gave on /auth, until its code proves the email (never a checkout id, which is a UUID). */
  signUpName: (email: string): string => `${email.trim().toLowerCase()}#sign-up-name`,
  /** captcha_replays partition: one spent proof-of-work challenge, named by its HMAC signature. */
  captchaReplay: (signature: string): string => `altcha#${signature.toLowerCase()}`,
  /** mail_suppressions partition: an address no mail goes to (a bounce, a complaint), trimmed and lower-cased. */
  mailSuppression: (address: string): string => address.trim().toLowerCase(),
  /** calendar_feeds: a feed, named by the SHA-256 (hex) of its token; the token itself is never stored. */
  calendarFeed: (tokenHash: string): string => `feed#${tokenHash.toLowerCase()}`,
  /** calendar_feeds: the one feed a person holds now. */
  calendarFeedOwner: (email: string): string => `owner#${email.trim().toLowerCase()}`,
  /** extension_tokens: a token of the browser extension, named by the SHA-256 (hex) of the token; the token itself is never stored. */
  extensionToken: (tokenHash: string): string => `token#${tokenHash.toLowerCase()}`,
  /** extension_tokens: the one extension token a person holds now. */
  extensionTokenOwner: (email: string): string => `owner#${email.trim().toLowerCase()}`,
  /** signups: a first-password capability after a paid onboarding, named by the SHA-256 (hex) of its token; the token itself is never stored. */
  firstPassword: (tokenHash: string): string => `password#${tokenHash.toLowerCase()}`,
  /** match_alerts partition holding one settings row per person whose alerts are on (sort key: their email). */
  alertSubscribers: 'subscribers',
  /** match_alerts partition of one person's sent markers (sort key: the period). */
  alertSent: (email: string): string => `sent#${email.trim().toLowerCase()}`,
};
