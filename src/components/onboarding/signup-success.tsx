'use client';

import { List, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
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
    <Stack gap="md">
      <Title order={1} fz={26}>
        {t('successTitle')}
      </Title>
      <Text>{t('successLead')}</Text>
      <List type="ordered" spacing="sm" data-testid="success-steps">
        {NEXT_STEPS.map((step) => (
          <List.Item key={step}>{t(`successSteps.${step}`)}</List.Item>
        ))}
      </List>
      <PlainLinkButton href="/auth" size="md">
        {t('goToSignIn')}
      </PlainLinkButton>
      <SupportMailLine lead={t('noEmail')} link={t('contactSupport')} email={supportEmail} />
    </Stack>
  );
}
