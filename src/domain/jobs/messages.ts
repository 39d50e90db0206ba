/** docs/product-rules.md §8 texts the jobs API calls fail with, whichever implementation answers. */
export const PERSONALIZED_FAILURE = 'Failed to fetch personalized jobs';
export const JOB_NOT_FOUND = 'Job not found';
/** docs/product-rules.md §8: what every applications call raises on 401. */
export const AUTHENTICATION_REQUIRED = 'Authentication required';
