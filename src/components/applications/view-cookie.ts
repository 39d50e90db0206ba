/** The applications page's view, kept in a cookie so the server renders the chosen one from the first paint. */
export const VIEW_COOKIE = 'applicationsView';

export type TApplicationsView = 'list' | 'board';

/** The view the cookie names, or undefined when it names none. */
export function viewFromCookie(value: string | undefined): TApplicationsView | undefined {
  return value === 'list' || value === 'board' ? value : undefined;
}
