'use client';

import { Alert, Anchor, Button, Card, CloseButton, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { useStoredItem, writeStoredItem } from '../onboarding/stored-item';
import { useCheckoutReturn } from '../subscription/use-checkout-return';
import { WELCOME_SEEN_KEY } from './welcome-key';
import { setBrowserCookie } from '../browser-cookie';
import '@mantine/core/styles/List.css';

const NEXT_STEPS = [
  { step: 'preferences', href: '/job-preferences' },
  { step: 'resume', href: '/resume' },
  { step: 'track', href: '/matches' },
] as const;

/** The same flag as a cookie, so the server renders the card, or leaves it out, in its place (no layout shift). */
function rememberSeen() {
  setBrowserCookie(WELCOME_SEEN_KEY, 'true');
}

/**
 * The first-visit welcome: what Rumbo does and three next steps. Shown until dismissed in this
 * browser, and once more right after a first subscription (/dashboard?subscription=started).
 * `isSeenOnServer` is the cookie copy of the local-storage flag (SPEC §3 keeps the flag there).
 */
export function WelcomeCard({ isSeenOnServer }: { isSeenOnServer: boolean }) {
  const t = useTranslations('dashboard.welcome');
  const stored = useStoredItem(WELCOME_SEEN_KEY);
  const [isDismissed, setDismissed] = useState(false);
  const started = useCheckoutReturn('started', !isDismissed);
  const isStarted = started.isReturn;
  // Storage is unread (undefined) until hydration is over, so the server's answer holds until then.
  const isSeenInStorage = stored != null;
  // Dismissed before the cookie existed: copied once, so later visits render it in place.
  const isSeenOnlyInStorage = isSeenInStorage && !isSeenOnServer;
  useEffect(() => {
    if (isSeenOnlyInStorage) rememberSeen();
  }, [isSeenOnlyInStorage]);
  const isOpen = !isDismissed && (!(isSeenOnServer || isSeenInStorage) || isStarted);
  if (!isOpen) return null;

  const dismiss = () => {
    setDismissed(true);
    writeStoredItem(WELCOME_SEEN_KEY, 'true');
    rememberSeen();
    if (isStarted) started.clear();
  };
  return (
    <Card withBorder radius="md" p="lg" bg="orange.0" data-testid="welcome" role="region" aria-labelledby="welcome-title">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} fz="xl" id="welcome-title">
            {t('title')}
          </Title>
          <CloseButton aria-label={t('close')} onClick={dismiss} />
        </Group>
        {started.validUntil ? (
          <Alert color="teal" data-testid="welcome-active">
            {t('active', { date: started.validUntil })}
          </Alert>
        ) : null}
        <Text>{t('lead')}</Text>
        <List type="ordered" spacing="sm">
          {NEXT_STEPS.map(({ step, href }) => (
            <List.Item key={step}>
              <Anchor component={Link} href={href} fw={600} c="orange.8" onClick={dismiss}>
                {t(`steps.${step}.title`)}
              </Anchor>
              <Text size="sm" c="dimmed">
                {t(`steps.${step}.text`)}
              </Text>
            </List.Item>
          ))}
        </List>
        <Group>
          <Button onClick={dismiss}>{t('dismiss')}</Button>
        </Group>
      </Stack>
    </Card>
  );
}
