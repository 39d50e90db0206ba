'use client';

import { lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react';

const noChange = () => () => undefined;

/**
 * A component whose code loads when it is first rendered, in a chunk of its own: React's `lazy`
 * under a `Suspense` that shows nothing meanwhile (next/dynamic's job without its loader code, about
 * 1.5 kB gzip on every page). `isClientOnly` leaves it out of the server's HTML and of hydration,
 * as `ssr: false` did: for dialogs, drawers and messages that only ever open in the browser.
 */
export function lazyPart<TProps extends object>(load: () => Promise<ComponentType<TProps>>, options: { isClientOnly?: boolean } = {}): ComponentType<TProps> {
  const Part = lazy(async () => ({ default: await load() })) as unknown as ComponentType<TProps>;
  return function LazyPart(props: TProps) {
    const isBrowser = useSyncExternalStore(
      noChange,
      () => true,
      () => false,
    );
    if (options.isClientOnly && !isBrowser) return null;
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  };
}
