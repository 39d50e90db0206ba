'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { useErrorMessage } from '~/components/errors/use-error-message';
import { Group, Stack, Text, Title } from '~/components/ui/layout';
import { Center } from '~/components/ui/boxes';
import { Alert, Button, Loader } from '~/components/ui/controls';
import { SUBSCRIPTION_EXPIRED_FLAG } from '~/domain/subscription';
import { api } from '~/trpc/react';
import { useExpiredFlag } from '../use-expired-flag';
import { RefusalCard, type TStatus } from './refusal-card';
import { useSignOut } from './use-sign-out';

/**
 * docs/product-rules.md §4: signing in while signed in is refused, so /auth shows who is signed in: without a valid
 * subscription, the way to subscribe or renew; with one, continue or sign out.
 */
export function SignedInCard({
  email,
  supportEmail,
  isExpiredRedirect,
  initialStatus,
}: {
  email: string;
  supportEmail: string;
  isExpiredRedirect: boolean;
  /** The status the server read for its render, shown until the browser's own answer. */
  initialStatus?: TStatus;
}) {
  const t = useTranslations('auth');
  const tCommon = useTranslations('common');
  const errorText = useErrorMessage();
  const router = useRouter();
  const signOut = useSignOut();
  useExpiredFlag(isExpiredRedirect);
  // Always asked again: a payment in another tab may have changed it.
  const status = api.subscription.status.useQuery(undefined, { staleTime: 0, initialData: initialStatus });
  const isValid = status.data?.isValid === true;
  useEffect(() => {
    // Access is no longer refused: the flag set at the refusal has served its purpose.
    if (isValid) window.sessionStorage.removeItem(SUBSCRIPTION_EXPIRED_FLAG);
  }, [isValid]);

  if (status.isPending) {
    return (
      <Center py="lg" data-testid="signed-in-card">
        <Loader color="orange" role="status" aria-label={tCommon('loading')} />
      </Center>
    );
  }
  if (status.data && !status.data.isValid) {
    return (
      <Stack data-testid="signed-in-card">
        <RefusalCard email={email} status={status.data} supportEmail={supportEmail} />
      </Stack>
    );
  }
  return (
    <Stack data-testid="signed-in-card">
      <Title order={1} fz={24}>
        {t('titles.signedIn')}
      </Title>
      {status.isError ? <Alert color="red">{errorText(status.error, 'generic')}</Alert> : null}
      <Text>{t('alreadySignedIn', { email })}</Text>
      <Group>
        <Button onClick={() => router.push('/dashboard')}>{t('continue')}</Button>
        <Button variant="default" onClick={signOut}>
          {t('signOut')}
        </Button>
      </Group>
    </Stack>
  );
}
