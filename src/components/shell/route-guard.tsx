'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import { api } from '~/trpc/react';
import { PageLoader } from './page-loader';

const loadCheck = () => import('./access-check').then((module) => module.checkAccess);

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
    // staleTime 0: every route change asks the server again, never a cached answer; the check's code loads meanwhile.
    const answer = utils.user.access.fetch(undefined, { staleTime: 0 });
    // Handled by the check once its code is here (this keeps the wait from reporting it as unhandled).
    answer.catch(() => undefined);
    void loadCheck().then(
      (checkAccess) =>
        checkAccess({
          answer,
          isCurrent: () => isCurrent,
          allow: () => setAllowedPath(pathname),
          leave: (href) => router.replace(href),
        }),
      () => isCurrent && router.replace('/auth'),
    );
    return () => {
      isCurrent = false;
    };
  }, [allowedPath, pathname, router, utils]);

  return allowedPath === pathname ? children : <PageLoader />;
}
