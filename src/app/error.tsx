'use client';

import { lazyPart } from '~/components/lazy-part';
import type { TPageErrorProps } from '~/components/page-error';

// A page that failed to render, in the reader's language (src/components/page-error.tsx). Its code
// comes when a page fails, not with every page's first load.
export default lazyPart<TPageErrorProps & { isInShell?: boolean }>(() => import('~/components/page-error').then((module) => module.PageError));
