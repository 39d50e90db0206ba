'use client';

import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';

const noChange = () => () => undefined;

/**
 * A part that only ever opens in the browser (a dialog, a drawer, the notifications), its code
 * loaded when it is first rendered, in a chunk of its own, and left out of the server's HTML and
 * of hydration (next/dynamic's `ssr: false` without its loader code, about 1.5 kB gzip on every
 * page). It renders nothing until its code is here and then renders at once, never through a
 * Suspense fallback: React keeps a fallback it has shown for up to 300 ms before it reveals what
 * replaced it, which the click that opened a dialog would wait for (PartWhenReady). A part the
 * server renders on most visits is a plain import: see serverRenderedPart for one that only some show.
 */
export function lazyPart<TProps extends object>(load: () => Promise<ComponentType<TProps>>): ComponentType<TProps> {
  const part = preloadedPart(load);
  return function LazyPart(props: TProps) {
    const isBrowser = useSyncExternalStore(
      noChange,
      () => true,
      () => false,
    );
    return <PartWhenReady part={part} isWanted={isBrowser} {...props} />;
  };
}

/**
 * A part the person reaches by a step (never on the server's first render), whose code `preload`
 * fetches beforehand (see useIdlePreload). Once fetched it renders at once, with no empty frame:
 * React's `lazy` takes any thenable, and one that answers synchronously does not suspend.
 * Rendered before that, it suspends to the nearest Suspense boundary until its code arrives.
 */
export function preloadedPart<TProps extends object>(load: () => Promise<ComponentType<TProps>>): TPreloadedPart<TProps> {
  let loaded: ComponentType<TProps> | undefined;
  // Calls while the code is on its way share its one fetch; a failed fetch may be tried again.
  let loading: Promise<ComponentType<TProps>> | undefined;
  const preload = () => {
    if (loaded) return Promise.resolve(loaded);
    loading ??= load().then(
      (part) => (loaded = part),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Part = lazy(() => {
    const part = loaded;
    if (!part) return preload().then((module) => ({ default: module }));
    const answered = { then: (resolve: (module: { default: ComponentType<TProps> }) => void) => resolve({ default: part }) };
    return answered as unknown as Promise<{ default: ComponentType<TProps> }>;
  }) as unknown as ComponentType<TProps>;
  return { Part, preload, isLoaded: () => loaded !== undefined };
}

/** A preloaded part: the component, the fetch of its code, and whether that code is here. */
export type TPreloadedPart<TProps extends object> = { Part: ComponentType<TProps>; preload: () => Promise<ComponentType<TProps>>; isLoaded: () => boolean };

/**
 * Whether a preloaded part may be rendered: once it is wanted and its code is here (asked for
 * here if it is not yet). Rendered only then, it never suspends. React keeps a Suspense fallback it
 * has shown for up to 300 ms before it reveals what replaced it, so a click that opened a part
 * still loading waited that long however soon the code came. A failed fetch lets the part render
 * anyway, so that its boundary handles the failure.
 */
function usePartReady(isWanted: boolean, { preload, isLoaded }: { preload: () => Promise<unknown>; isLoaded: () => boolean }): boolean {
  const [isFetched, setFetched] = useState(false);
  const isReady = isWanted && (isFetched || isLoaded());
  useEffect(() => {
    if (!isWanted || isReady) return;
    let isCurrent = true;
    const done = () => void (isCurrent && setFetched(true));
    preload().then(done, done);
    return () => {
      isCurrent = false;
    };
  }, [isWanted, isReady, preload]);
  return isReady;
}

/**
 * A preloaded part rendered once it is wanted and its code is here (usePartReady), `fallback`
 * until then (nothing unless given). The part's own props follow `part`, `isWanted` and `fallback`.
 */
export function PartWhenReady<TProps extends object>({
  part,
  isWanted = true,
  fallback = null,
  ...props
}: { part: TPreloadedPart<TProps>; isWanted?: boolean; fallback?: ReactNode } & TProps) {
  const isReady = usePartReady(isWanted, part);
  if (!isReady) return fallback;
  const { Part } = part;
  return (
    <Suspense fallback={fallback}>
      <Part {...(props as unknown as TProps)} />
    </Suspense>
  );
}

/**
 * A part the server renders that only some visits show (who is signed in, on /auth), its code in a
 * chunk of its own, so the other visits don't load it. The server's HTML has it whole, and in the
 * browser it stays that HTML until its code has arrived and hydrated (a Suspense boundary keeps
 * the server's content while it waits). One exception: the first render after the server starts
 * waits for the server's own copy of the code, so that response sends the part a moment later
 * (streamed into place); every later render has it at once. Not for a page's main, every-visit
 * content, where that first response matters more than the code it saves.
 */
export function serverRenderedPart<TProps extends object>(load: () => Promise<ComponentType<TProps>>): ComponentType<TProps> {
  const Part = lazy(async () => ({ default: await load() })) as unknown as ComponentType<TProps>;
  return function ServerRenderedPart(props: TProps) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  };
}
