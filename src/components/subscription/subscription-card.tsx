'use client';

import { Alert, Badge, Button, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useTRPC } from '~/trpc/react';
import { setAutoRenew, startRenewal, subscriptionErrorKey } from './calls';

/** /settings: the subscription, its automatic renewal (SPEC §4) and Renew Now. */
export function SubscriptionCard() {
  const t = useTranslations('subscription');
  const format = useFormatter();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { data } = useQuery(trpc.subscription.status.queryOptions());
  const actionToken = useMutation(trpc.subscription.actionToken.mutationOptions());
  const [error, setError] = useState<ReturnType<typeof subscriptionErrorKey> | null>(null);
  const toggle = useMutation({
    mutationFn: (renew: boolean) =>
      setAutoRenew({ subscriptionId: data?.subscriptionId ?? null, renew, bearer: async () => (await actionToken.mutateAsync().catch(() => null))?.token ?? null }),
    onMutate: () => setError(null),
    onError: (failure) => setError(subscriptionErrorKey(failure)),
    onSettled: () => queryClient.invalidateQueries(trpc.subscription.status.queryFilter()),
  });
  const renew = useMutation({ mutationFn: () => startRenewal(data?.email ?? ''), onError: (failure) => setError(subscriptionErrorKey(failure)) });

  return (
    <Card withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="lg">{t('title')}</Title>
          {data ? <Badge color={data.isValid ? 'teal' : 'red'} data-testid="subscription-state">{data.isValid ? t('active') : t('inactive')}</Badge> : null}
        </Group>
        {data?.periodEnd ? (
          <Text size="sm" data-testid="subscription-period">
            {t(data.cancelAtEnd ? 'endsOn' : 'renewsOn', { date: format.dateTime(new Date(data.periodEnd), { dateStyle: 'long' }) })}
          </Text>
        ) : null}
        {error ? <Alert color="red" role="alert" data-testid="subscription-error">{t(`errors.${error}`)}</Alert> : null}
        <Switch
          label={t('autoRenew')}
          description={t('autoRenewHelp')}
          checked={data ? !data.cancelAtEnd : false}
          disabled={!data?.subscriptionId || toggle.isPending}
          onChange={(event) => toggle.mutate(event.currentTarget.checked)}
          data-testid="auto-renew"
        />
        <Group>
          <Button variant="light" loading={renew.isPending} onClick={() => renew.mutate()} disabled={!data}>{t('renewNow')}</Button>
        </Group>
      </Stack>
    </Card>
  );
}
