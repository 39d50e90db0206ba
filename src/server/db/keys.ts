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
};
