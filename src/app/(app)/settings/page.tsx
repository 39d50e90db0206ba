import { Stack, Title } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { SubscriptionCard } from '~/components/subscription/subscription-card';
import { ProfileCard } from './profile-card';
import { SecurityPanel } from './security-panel';
import { pageMetadata } from '~/app/page-metadata';

export const generateMetadata = () => pageMetadata('settings');

export default async function SettingsPage() {
  const t = await getTranslations();
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{t('pages.settings.title')}</Title>
      <ProfileCard />
      <SubscriptionCard />
      <SecurityPanel />
    </Stack>
  );
}
