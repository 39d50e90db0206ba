'use client';

import { useFormatter } from 'next-intl';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { api } from '~/trpc/react';

/**
 * A return from checkout to /dashboard?subscription=<outcome>: whether this page is one, the new
 * end of the subscription as a long date once known, and a way to drop the parameter.
 */
export function useCheckoutReturn(outcome: 'started' | 'renewed' | 'renewing', isWanted = true) {
  const format = useFormatter();
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const isReturn = params.get('subscription') === outcome;
  const { data } = api.subscription.status.useQuery(undefined, { enabled: isReturn && isWanted });
  return {
    isReturn,
    // Only on a return: the status is also in the cache on every guarded page (the layout prefetches it).
    validUntil: isReturn && data?.periodEnd ? format.dateTime(new Date(data.periodEnd), { dateStyle: 'long' }) : null,
    clear: () => router.replace(pathname),
  };
}
