'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import { useTRPC } from '~/trpc/react';
import { PageLoader } from './page-loader';

export const SUBSCRIPTION_EXPIRED_FLAG = 'subscriptionExpired';

/** Client half of the access guard: re-checks on every route change (spinner meanwhile), then pings activity. */
export function RouteGuard({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const router = useRouter();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [allowedPath, setAllowedPath] = useState<string | null>(null);
  const { mutate: pingActivity } = useMutation(
    trpc.user.lastActive.mutationOptions({ onError: (error) => console.warn('Activity update failed', error) }),
  );

  useEffect(() => {
    let isCurrent = true;
    queryClient
      .fetchQuery({ ...trpc.user.access.queryOptions(), staleTime: 0 })
      .then(({ state }) => {
        if (!isCurrent) return;
        if (state === 'ok') {
          setAllowedPath(pathname);
          return pingActivity();
        }
        if (state === 'expired') window.sessionStorage.setItem(SUBSCRIPTION_EXPIRED_FLAG, 'true');
        router.replace('/auth');
      })
      .catch(() => isCurrent && router.replace('/auth'));
    return () => {
      isCurrent = false;
    };
  }, [pathname, queryClient, router, trpc, pingActivity]);

  return allowedPath === pathname ? children : <PageLoader />;
}
