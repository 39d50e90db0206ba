'use client';

import { lazyPart } from '~/components/lazy-part';
import type { TPageErrorProps } from '~/components/page-error';

// Its code comes when a page fails, not with every page's first load.
const PageError = lazyPart(() => import('~/components/page-error').then((module) => module.PageError));

/**
 * A page of the signed-in area that failed to render: the message inside the navigation (and the
 * layout's main landmark), with the way back to the dashboard (src/components/page-error.tsx).
 */
export default function AppPageError(props: TPageErrorProps) {
  return <PageError {...props} isInShell />;
}
