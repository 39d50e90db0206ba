'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { Text, type TTextLook } from '~/components/ui/layout';
import { api } from '~/trpc/react';
import { PlanTerms } from './plan-terms';

/**
 * What one period costs, in the reader's language ("€19.00 a month"); `fallback` while the
 * provider cannot say. With `withTerms`, where the person is about to pay, the conditions follow it.
 */
export function PlanPrice({ fallback = null, withTerms = false, ...look }: TTextLook & { fallback?: string | null; withTerms?: boolean }) {
  const t = useTranslations('plan');
  const format = useFormatter();
  const { data: plan, isPending } = api.subscription.plan.useQuery(undefined, { staleTime: 60 * 60_000 });
  if (isPending) return null;
  const terms = withTerms ? <PlanTerms plan={plan ?? null} /> : null;
  if (!plan)
    return fallback || terms ? (
      <>
        {fallback ? <Text {...look}>{fallback}</Text> : null}
        {terms}
      </>
    ) : null;
  const price = format.number(plan.amount, { style: 'currency', currency: plan.currency });
  return (
    <>
      <Text {...look} data-testid="plan-price">
        {t(`price.${plan.interval}`, { price })}
      </Text>
      {terms}
    </>
  );
}
