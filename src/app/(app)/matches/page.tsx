import { Group, Stack, Title } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { LinkButton } from '~/components/link-button';
import { MatchesList } from '~/components/jobs/matches-list';

export default async function MatchesPage() {
  const t = await getTranslations();
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{t('pages.matches.title')}</Title>
        <LinkButton href="/jobs" variant="light">
          {t('jobs.browseAll')}
        </LinkButton>
      </Group>
      <MatchesList />
    </Stack>
  );
}
