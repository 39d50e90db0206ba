'use client';

import '@mantine/core/styles/Center.css';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { useErrorMessage } from '~/components/errors/use-error-message';
import { PlainGroup, PlainStack, PlainText, PlainTitle } from '~/components/plain/layout';
import { PlainCenter } from '~/components/plain/boxes';
import { PlainAlert, PlainButton, PlainLoader } from '~/components/plain/mantine-markup';
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
      <PlainCenter py="lg" data-testid="signed-in-card">
        <PlainLoader color="orange" role="status" aria-label={tCommon('loading')} />
      </PlainCenter>
    );
  }
  if (status.data && !status.data.isValid) {
    return (
      <PlainStack data-testid="signed-in-card">
        <RefusalCard email={email} status={status.data} supportEmail={supportEmail} />
      </PlainStack>
    );
  }
  return (
    <PlainStack data-testid="signed-in-card">
      <PlainTitle order={1} fz={24}>
        {t('titles.signedIn')}
      </PlainTitle>
      {status.isError ? <PlainAlert color="red">{errorText(status.error, 'generic')}</PlainAlert> : null}
      <PlainText>{t('alreadySignedIn', { email })}</PlainText>
      <PlainGroup>
        <PlainButton onClick={() => router.push('/dashboard')}>{t('continue')}</PlainButton>
        <PlainButton variant="default" onClick={signOut}>
          {t('signOut')}
        </PlainButton>
      </PlainGroup>
    </PlainStack>
  );
}
