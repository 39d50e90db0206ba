import { Stack, Title } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { ApplicationsView } from '~/components/applications/applications-view';

export default async function ApplicationsPage() {
  const t = await getTranslations('pages.applications');
  return (
    <Stack gap="md">
      <Title order={1}>{t('title')}</Title>
      <ApplicationsView />
    </Stack>
  );
}
