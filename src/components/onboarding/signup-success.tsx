'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { ONBOARDING_STORAGE_KEY, parseOnboardingState } from '~/domain/onboarding';
import { Stack, Text, Title } from '../ui/layout';
import { List } from '../ui/list';
import { LinkButton } from '../ui/controls';
import { clearOnboardingState } from './use-onboarding-state';
import { useStoredItem } from './stored-item';
import { SupportMailLine } from '~/components/support/support-mail';

const NEXT_STEPS = ['email', 'signIn', 'password'] as const;

/**
 * The email the person paid with, from the onboarding answers this browser kept, read before they
 * are forgotten (empty in a browser that did not pay).
 */
function usePaidEmail(): string {
  const raw = useStoredItem(ONBOARDING_STORAGE_KEY);
  const current = parseOnboardingState(raw ?? null).formData.email.trim();
  const [email, setEmail] = useState('');
  if (current && current !== email) setEmail(current);
  // The answers are in the account now: forget them here, once read.
  useEffect(() => {
    if (raw !== undefined) clearOnboardingState();
  }, [raw]);
  return email;
}

/**
 * /onboarding/success: what happens after the payment. The browser that paid may choose the
 * password at once (/onboarding/password); from anywhere, the emailed temporary password works.
 */
export function SignupSuccess({ supportEmail }: { supportEmail: string }) {
  const t = useTranslations('onboarding');
  const email = usePaidEmail();
  return (
    <Stack gap="md">
      <Title order={1} fz={26}>
        {t('successTitle')}
      </Title>
      <Text data-testid="success-lead">{email ? t('successLeadFor', { email }) : t('successLead')}</Text>
      <LinkButton href="/onboarding/password" size="md" data-testid="set-password-now">
        {t('setPasswordNow')}
      </LinkButton>
      <Text>{t('orTemporary')}</Text>
      <List
        isOrdered
        data-testid="success-steps"
        items={NEXT_STEPS.map((step) => ({ key: step, content: step === 'email' && email ? t('successSteps.emailTo', { email }) : t(`successSteps.${step}`) }))}
      />
      <LinkButton href="/auth" size="md" variant="light">
        {t('goToSignIn')}
      </LinkButton>
      <SupportMailLine lead={t('noEmail')} link={t('contactSupport')} email={supportEmail} />
    </Stack>
  );
}
