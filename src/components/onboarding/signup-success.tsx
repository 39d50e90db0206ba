'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { Stack, Text, Title } from '../ui/layout';
import { List } from '../ui/list';
import { LinkButton } from '../ui/controls';
import { clearOnboardingState } from './use-onboarding-state';
import { SupportMailLine } from '~/components/support/support-mail';

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
      <List isOrdered data-testid="success-steps" items={NEXT_STEPS.map((step) => ({ key: step, content: t(`successSteps.${step}`) }))} />
      <LinkButton href="/auth" size="md">
        {t('goToSignIn')}
      </LinkButton>
      <SupportMailLine lead={t('noEmail')} link={t('contactSupport')} email={supportEmail} />
    </Stack>
  );
}
