import { Stack, Title } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { SubscriptionCard } from '~/components/subscription/subscription-card';
import { ProfileCard } from './profile-card';
import { SecurityPanel } from './security-panel';
import { pageMetadata } from '~/app/page-metadata';
import { Prefetched } from '~/trpc/server';
import { ClientMessages } from '~/components/providers/client-messages';

export const generateMetadata = () => pageMetadata('settings');

export default async function SettingsPage() {
  const t = await getTranslations();
  return (
    <ClientMessages scope="/settings">
      <Stack gap="lg" maw={720}>
        <Title order={1}>{t('pages.settings.title')}</Title>
        {/* The subscription's status comes with the guarded layout. */}
        <Prefetched queries={(api) => [api.user.me.prefetch(), api.auth.mfaStatus.prefetch()]}>
          <ProfileCard />
          <SubscriptionCard />
          <SecurityPanel />
        </Prefetched>
      </Stack>
    </ClientMessages>
  );
}
