'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { logout } from '~/components/shell/logout';

/** The same sign-out as the Logout button: storage and cached data cleared, back on /auth. */
export function useSignOut(): () => void {
  const router = useRouter();
  const queryClient = useQueryClient();
  return () =>
    void logout(queryClient, (href) => {
      router.replace(href);
      router.refresh();
    });
}
