'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import { signInPath } from '~/domain/return-path';
import { api } from '~/trpc/react';
import { SUBSCRIPTION_EXPIRED_FLAG } from '~/domain/subscription';
import { PageLoader } from './page-loader';

/**
 * Client half of the access guard: re-checks on every later route change (spinner meanwhile).
 * The page a full load lands on was checked by src/proxy.ts and rendered with its data on the
 * server, so it shows at once: no spinner-first paint, no layout shift.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const router = useRouter();
  const utils = api.useUtils();
  const [allowedPath, setAllowedPath] = useState(pathname);

  useEffect(() => {
    if (allowedPath === pathname) return;
    let isCurrent = true;
    // staleTime 0: every route change asks the server again, never a cached answer.
    utils.user.access
      .fetch(undefined, { staleTime: 0 })
      .then(({ state }) => {
        if (!isCurrent) return;
        if (state === 'ok') return setAllowedPath(pathname);
        if (state === 'expired') {
          window.sessionStorage.setItem(SUBSCRIPTION_EXPIRED_FLAG, 'true');
          return router.replace('/auth');
        }
        // Signed out meanwhile: sign-in returns to this page.
        router.replace(signInPath(`${window.location.pathname}${window.location.search}`));
      })
      .catch(() => isCurrent && router.replace('/auth'));
    return () => {
      isCurrent = false;
    };
  }, [allowedPath, pathname, router, utils]);

  return allowedPath === pathname ? children : <PageLoader />;
}
