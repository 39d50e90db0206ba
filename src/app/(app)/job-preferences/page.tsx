import { Stack, Title } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { PreferencesForm } from '~/components/preferences/preferences-form';

export default async function JobPreferencesPage() {
  const t = await getTranslations('pages.jobPreferences');
  return (
    <Stack gap="md">
      <Title order={1}>{t('title')}</Title>
      <PreferencesForm />
    </Stack>
  );
}
