'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { Text, type TTextLook } from '~/components/ui/layout';
import { api } from '~/trpc/react';

/** What one period costs, in the reader's language ("€19.00 a month"); `fallback` while the provider cannot say. */
export function PlanPrice({ fallback = null, ...look }: TTextLook & { fallback?: string | null }) {
  const t = useTranslations('plan');
  const format = useFormatter();
  const { data: plan, isPending } = api.subscription.plan.useQuery(undefined, { staleTime: 60 * 60_000 });
  if (isPending) return null;
  if (!plan) return fallback ? <Text {...look}>{fallback}</Text> : null;
  const price = format.number(plan.amount, { style: 'currency', currency: plan.currency });
  return (
    <Text {...look} data-testid="plan-price">
      {t(`price.${plan.interval}`, { price })}
    </Text>
  );
}
