/** Below Mantine's `sm` breakpoint (48em = 768 px): the applications show as cards and the board one column at a time. */
export const PHONE_QUERY = '(max-width: 47.99em)';
