'use client';

import { useMutation } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Switch } from '~/components/ui/switch';
import { Card, Group, Stack, Text, Title } from '~/components/ui/layout';
import { Alert, Badge, Button } from '~/components/ui/controls';
import type { TErrorContext } from '~/domain/error-message';
import { isRenewalOffered, subscriptionTerms } from '~/domain/subscription';
import { api } from '~/trpc/react';
import { useErrorMessage } from '../errors/use-error-message';
import { setAutoRenew, startRenewal } from './calls';

/** /settings: the subscription, its automatic renewal (docs/product-rules.md §4) and Renew Now when there is something to renew. */
export function SubscriptionCard({ now = () => Date.now() }: { now?: () => number }) {
  const t = useTranslations('subscription');
  const format = useFormatter();
  const errorText = useErrorMessage();
  const utils = api.useUtils();
  const { data } = api.subscription.status.useQuery();
  const actionToken = api.subscription.actionToken.useMutation();
  // The failure itself is kept (not its text) so a language switch re-translates it.
  const [error, setError] = useState<{ failure: unknown; context: TErrorContext } | null>(null);
  // The payment routes are plain same-origin endpoints (docs/product-rules.md §7), not tRPC: plain React Query mutations.
  const toggle = useMutation({
    mutationFn: (renew: boolean) =>
      setAutoRenew({ subscriptionId: data?.subscriptionId ?? null, renew, bearer: async () => (await actionToken.mutateAsync().catch(() => null))?.token ?? null }),
    onMutate: () => setError(null),
    onError: (failure) => setError({ failure, context: 'subscription.update' }),
    onSettled: () => utils.subscription.status.invalidate(),
  });
  const renew = useMutation({ mutationFn: () => startRenewal(data?.email ?? ''), onError: (failure) => setError({ failure, context: 'subscription.checkout' }) });

  return (
    <Card>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="lg">
            {t('title')}
          </Title>
          {/* Dark shades: white label text at ≥ 4.5:1. */}
          {data ? (
            <Badge color={data.isValid ? 'teal.9' : 'red.7'} data-testid="subscription-state">
              {data.isValid ? t('active') : t('inactive')}
            </Badge>
          ) : null}
        </Group>
        {data?.periodEnd ? (
          <Text size="sm" data-testid="subscription-period">
            {t(data.cancelAtEnd ? 'endsOn' : 'renewsOn', { date: format.dateTime(new Date(data.periodEnd), { dateStyle: 'long' }) })}
          </Text>
        ) : null}
        {error ? (
          <Alert color="red" data-testid="subscription-error">
            {errorText(error.failure, error.context)}
          </Alert>
        ) : null}
        <Switch
          label={t('autoRenew')}
          description={t('autoRenewHelp')}
          checked={data ? !data.cancelAtEnd : false}
          disabled={!data?.subscriptionId || toggle.isPending}
          onChange={(event) => toggle.mutate(event.currentTarget.checked)}
          data-testid="auto-renew"
        />
        {data && isRenewalOffered(subscriptionTerms(data), now()) ? (
          <Group>
            <Button variant="light" loading={renew.isPending} onClick={() => renew.mutate()}>
              {t('renewNow')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
