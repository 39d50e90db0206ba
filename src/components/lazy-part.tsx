'use client';

import { lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react';

const noChange = () => () => undefined;

/**
 * A part that only ever opens in the browser (a dialog, a drawer, the notifications), its code
 * loaded when it is first rendered, in a chunk of its own: React's `lazy` under a `Suspense` that
 * shows nothing meanwhile, left out of the server's HTML and of hydration (next/dynamic's
 * `ssr: false` without its loader code, about 1.5 kB gzip on every page). A part the server
 * renders is a plain import: lazily loaded, it would leave a hole in the first paint.
 */
export function lazyPart<TProps extends object>(load: () => Promise<ComponentType<TProps>>): ComponentType<TProps> {
  const Part = lazy(async () => ({ default: await load() })) as unknown as ComponentType<TProps>;
  return function LazyPart(props: TProps) {
    const isBrowser = useSyncExternalStore(
      noChange,
      () => true,
      () => false,
    );
    if (!isBrowser) return null;
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  };
}
