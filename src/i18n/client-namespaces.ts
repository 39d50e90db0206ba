import type en from '../../messages/en.json';

export type TNamespace = keyof typeof en;

/**
 * Which parts of the catalogue the browser gets. Every page serialised the whole catalogue (about
 * 31 kB of its HTML) for its client components; now the root layout sends the shell's namespaces,
 * the guarded layout adds the subscription's, and each page adds its own. A page's client
 * components must find every key they use here: tests/unit/client-namespaces.test.ts follows
 * each page's imports and fails on a missing namespace.
 */
export const CLIENT_NAMESPACES = {
  root: ['nav', 'common', 'languages', 'footer', 'errors', 'data', 'pages'],
  guarded: ['subscription'],
  '/dashboard': ['applications', 'dashboard', 'jobs', 'matching'],
  '/matches': ['applications', 'jobs', 'matching'],
  '/jobs': ['applications', 'jobs', 'matching'],
  '/jobs/[id]': ['applications', 'jobPage', 'jobs', 'matching'],
  '/applications': ['applications', 'calendar', 'documents', 'jobs'],
  '/documents': ['applications', 'documents'],
  '/settings': ['auth', 'profile', 'security', 'plan', 'calendar', 'matchAlerts', 'extension', 'accountData', 'applications'],
  '/job-preferences': ['jobs', 'preferences'],
  '/support': ['support'],
  '/resume': ['applications', 'jobs', 'matching', 'resume'],
  '/auth': ['applications', 'auth', 'onboarding', 'plan', 'subscription', 'profile'],
  '/onboarding': ['auth', 'onboarding', 'plan', 'profile'],
  '/onboarding/success': ['onboarding'],
  '/onboarding/password': ['auth', 'onboarding'],
} as const satisfies Record<string, readonly TNamespace[]>;

export type TClientMessagesScope = keyof typeof CLIENT_NAMESPACES;

/** The named namespaces of a catalogue (those it has). */
export function pickNamespaces<T extends Record<string, unknown>>(messages: T, namespaces: readonly string[]): Partial<T> {
  return Object.fromEntries(namespaces.filter((namespace) => namespace in messages).map((namespace) => [namespace, messages[namespace]])) as Partial<T>;
}
