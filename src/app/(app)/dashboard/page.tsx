import { Stack, Text, Title } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { RenewedModal } from '~/components/subscription/renewed-modal';
import { DashboardPanels } from '~/components/dashboard/dashboard-panels';
import { displayName } from '~/domain/profile';
import { getSession } from '~/server/auth/request-session';
import { getDeps } from '~/server/deps';

export default async function DashboardPage() {
  const t = await getTranslations('pages.dashboard');
  const session = await getSession();
  const user = session ? await getDeps().users.get(session.email) : null;
  const name = user ? displayName(user) : (session?.email ?? '');
  return (
    <Stack gap="md">
      <Title order={1}>{t('title')}</Title>
      <Text size="lg" data-testid="greeting">{t('greeting', { name })}</Text>
      <DashboardPanels />
      <Suspense>
        <RenewedModal />
      </Suspense>
    </Stack>
  );
}
