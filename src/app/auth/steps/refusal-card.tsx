'use client';

import { useMutation } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { ExportApplicationsButton } from '~/components/applications/export-button';
import { useErrorMessage } from '~/components/errors/use-error-message';
import { Stack, Text, Title } from '~/components/ui/layout';
import { Alert, Button } from '~/components/ui/controls';
import { startRenewal } from '~/components/subscription/calls';
import { PlanPrice } from '~/components/subscription/plan-price';
import { useResetOnReturn } from '~/components/subscription/use-reset-on-return';
import type { AppRouter } from '~/server/api/root';
import { api } from '~/trpc/react';
import { useSignOut } from './use-sign-out';
import { SupportMailLine } from '~/components/support/support-mail';

export type TStatus = inferRouterOutputs<AppRouter>['subscription']['status'];

/** Never subscribed, ended on a date, or not active for another reason (unpaid, cancelled before its end). */
function refusalKind(status: TStatus, now: number): 'none' | 'ended' | 'inactive' {
  if (status.periodEnd === null) return status.subscriptionId === null ? 'none' : 'inactive';
  return status.periodEnd <= now ? 'ended' : 'inactive';
}

/**
 * A signed-in person the guard refused (no valid subscription): subscribing or renewing is the one
 * primary action; support and sign-out stay at hand, so the screen is never a dead end.
 */
export function RefusalCard({ email, status, supportEmail }: { email: string; status: TStatus; supportEmail: string }) {
  const t = useTranslations('auth');
  const format = useFormatter();
  const errorText = useErrorMessage();
  const utils = api.useUtils();
  const signOut = useSignOut();
  const [now] = useState(() => Date.now());
  const kind = refusalKind(status, now);
  // A first subscription (returns to /dashboard?subscription=started); a valid one found meanwhile just refreshes this screen.
  const start = api.subscription.start.useMutation({
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => {
      if (error.data?.appCode === 'ACCOUNT_ACTIVE') void utils.subscription.status.invalidate();
    },
  });
  // Renewal keeps the existing subscription and its customer (returns to /dashboard?subscription=renewed).
  const renew = useMutation({ mutationFn: () => startRenewal(email) });
  useResetOnReturn(start.reset);
  useResetOnReturn(renew.reset);
  const action = kind === 'none' ? start : renew;
  const own = api.applications.own.useQuery();
  const failure = start.error ? errorText(start.error, 'onboarding') : renew.error ? errorText(renew.error, 'subscription.checkout') : null;
  const date = status.periodEnd === null ? '' : format.dateTime(new Date(status.periodEnd), { dateStyle: 'long' });
  return (
    <Stack data-testid="expired-notice">
      <Title order={1} fz={24}>
        {t(`refusal.${kind}Title`)}
      </Title>
      <Text>{kind === 'none' ? t('refusal.none') : kind === 'ended' ? t('refusal.ended', { date }) : t('subscriptionExpired')}</Text>
      <Text size="sm" c="dimmed">
        {t('alreadySignedIn', { email })}
      </Text>
      {failure ? (
        <Alert color="red" data-testid="auth-error">
          {failure}
        </Alert>
      ) : null}
      <Stack gap={6}>
        <Button size="md" loading={action.isPending || action.isSuccess} onClick={() => action.mutate()}>
          {kind === 'none' ? t('refusal.start') : t('renew')}
        </Button>
        <PlanPrice size="sm" c="dimmed" ta="center" fallback={t('refusal.priceNote')} withTerms />
      </Stack>
      {/* Their applications stay theirs: a download, whatever the subscription. */}
      {own.data?.length ? <ExportApplicationsButton applications={own.data} label={t('refusal.download')} /> : null}
      <Button variant="default" onClick={signOut}>
        {t('signOut')}
      </Button>
      <SupportMailLine lead={t('refusal.help')} link={t('refusal.support')} email={supportEmail} />
    </Stack>
  );
}
