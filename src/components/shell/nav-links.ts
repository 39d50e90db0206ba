/** The navigation of docs/product-rules.md §2, shared by the top bar and the phone drawer. */
export const NAV = {
  dashboard: '/dashboard',
  jobs: [
    { key: 'matches', href: '/matches' },
    { key: 'latest', href: '/jobs' },
    { key: 'applications', href: '/applications' },
  ],
  profileMenu: [
    { key: 'resume', href: '/resume' },
    { key: 'preferences', href: '/job-preferences' },
    { key: 'profile', href: '/settings' },
  ],
  support: '/support',
} as const;
