'use client';

import { ListPages } from './list-pages';
import { MatchesList } from './matches-list';

/** Every match, 20 to a page with the page controls (the /matches page). */
export function AllMatches() {
  return <MatchesList Pages={ListPages} />;
}
