import { Stack, Text, Title } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { RenewedModal } from '~/components/subscription/renewed-modal';
import { DashboardPanels } from '~/components/dashboard/dashboard-panels';
import { WelcomeCard } from '~/components/dashboard/welcome-card';
import { RememberName } from '~/components/shell/remember-name';
import { getServerCaller } from '~/server/api/request-context';
import { pageMetadata } from '~/app/page-metadata';

export const generateMetadata = () => pageMetadata('dashboard');

export default async function DashboardPage() {
  const t = await getTranslations('pages.dashboard');
  // The proxy let this request through; the profile shares the render's one user read.
  const { name, email } = await (await getServerCaller()).user.me();
  return (
    <Stack gap="md">
      <Title order={1}>{t('title')}</Title>
      <Text size="lg" data-testid="greeting">
        {t('greeting', { name })}
      </Text>
      <RememberName name={name} email={email} />
      <Suspense>
        <WelcomeCard />
        <RenewedModal />
      </Suspense>
      <DashboardPanels />
    </Stack>
  );
}
