'use client';

import type { TPageErrorProps } from '~/components/page-error';
import PageError from '../error';

/**
 * A page of the signed-in area that failed to render: the message inside the navigation (and the
 * layout's main landmark), with the way back to the dashboard (src/components/page-error.tsx).
 */
export default function AppPageError(props: TPageErrorProps) {
  return <PageError {...props} isInShell />;
}
