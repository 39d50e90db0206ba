'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { PlainStack, PlainText, PlainTitle } from '../plain/layout';
import { PlainList } from '../plain/list';
import { PlainLinkButton } from '../plain/mantine-markup';
import { clearOnboardingState } from './use-onboarding-state';
import { SupportMailLine } from '~/components/support/support-mail';
import '@mantine/core/styles/List.css';

const NEXT_STEPS = ['email', 'signIn', 'password'] as const;

/** /onboarding/success: what happens after the payment. The answers are in the account now: forget them here. */
export function SignupSuccess({ supportEmail }: { supportEmail: string }) {
  const t = useTranslations('onboarding');
  useEffect(() => clearOnboardingState(), []);
  return (
    <PlainStack gap="md">
      <PlainTitle order={1} fz={26}>
        {t('successTitle')}
      </PlainTitle>
      <PlainText>{t('successLead')}</PlainText>
      <PlainList isOrdered data-testid="success-steps" items={NEXT_STEPS.map((step) => ({ key: step, content: t(`successSteps.${step}`) }))} />
      <PlainLinkButton href="/auth" size="md">
        {t('goToSignIn')}
      </PlainLinkButton>
      <SupportMailLine lead={t('noEmail')} link={t('contactSupport')} email={supportEmail} />
    </PlainStack>
  );
}
