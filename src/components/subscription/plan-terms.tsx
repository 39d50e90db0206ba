import { useTranslations } from 'next-intl';
import { Anchor, Stack, Text } from '~/components/ui/layout';

/** What the terms need to know of the plan: how often it renews and whether tax comes on top. */
export type TPlanTerms = { interval: 'day' | 'week' | 'month' | 'year'; taxIncluded: boolean };

/**
 * The conditions beside a price, where a person decides to pay: taxes, how renewal and cancelling
 * work, the EU 14-day withdrawal notice, and the terms and privacy policy (opened in a new tab so
 * a half-filled form stays as it is). Without a plan (the provider cannot say now) only what does
 * not depend on it (`showRenewal` off where the page explains renewal itself). No hook of the browser's: it renders on the server and in client components alike.
 */
export function PlanTerms({ plan, isPaying = true, showRenewal = true }: { plan: TPlanTerms | null; isPaying?: boolean; showRenewal?: boolean }) {
  const t = useTranslations('plan');
  const link = (href: string) => (chunks: React.ReactNode) => (
    <Anchor href={href} target="_blank" rel="noopener" c="orange.8" fw={600}>
      {chunks}
    </Anchor>
  );
  return (
    <Stack gap="xs" data-testid="plan-terms">
      {plan ? (
        <Text size="sm">
          {plan.taxIncluded ? t('taxIncluded') : t('taxExtra')}
          {showRenewal ? ` ${t('renews', { interval: plan.interval })}` : null}
        </Text>
      ) : null}
      <Text size="sm" data-testid="withdrawal-notice">
        <strong>{t('withdrawalTitle')}.</strong> {t('withdrawal')}
      </Text>
      {isPaying ? (
        <Text size="sm" c="dimmed">
          {t.rich('accept', { terms: link('/terms'), privacy: link('/privacy') })}
        </Text>
      ) : null}
    </Stack>
  );
}
