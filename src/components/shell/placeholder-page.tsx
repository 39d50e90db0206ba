import { Stack, Text, Title } from '@mantine/core';
import { getTranslations } from 'next-intl/server';

type TPageKey = 'matches' | 'jobs' | 'applications' | 'documents' | 'settings' | 'jobPreferences' | 'resume';

/** A guarded page whose content arrives with its own feature; the title and shell are real. */
export async function PlaceholderPage({ page }: { page: TPageKey }) {
  const t = await getTranslations();
  return (
    <Stack gap="md">
      <Title order={1}>{t(`pages.${page}.title`)}</Title>
      <Text c="dimmed">{t('common.comingSoon')}</Text>
    </Stack>
  );
}
