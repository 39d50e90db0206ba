import { Stack, Title } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { JobsBrowser } from '~/components/jobs/jobs-browser';

export default async function JobsPage() {
  const t = await getTranslations('pages.jobs');
  return (
    <Stack gap="md">
      <Title order={1}>{t('title')}</Title>
      <JobsBrowser />
    </Stack>
  );
}
