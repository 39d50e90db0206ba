import { Group, Stack, Title } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { LinkButton } from '~/components/link-button';
import { MatchesList } from '~/components/jobs/matches-list';
import { pageMetadata } from '~/app/page-metadata';
import { Prefetched } from '~/trpc/server';
import { ClientMessages } from '~/components/providers/client-messages';

export const generateMetadata = () => pageMetadata('matches');

export default async function MatchesPage() {
  const t = await getTranslations();
  return (
    <ClientMessages scope="/matches">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={1}>{t('pages.matches.title')}</Title>
          <Group gap="xs" wrap="wrap">
            <LinkButton href="/resume" data-testid="match-resume-link">
              {t('jobs.matchResume')}
            </LinkButton>
            <LinkButton href="/jobs" variant="light">
              {t('jobs.browseAll')}
            </LinkButton>
          </Group>
        </Group>
        <Prefetched queries={(api) => [api.jobs.matches.prefetch(), api.applications.list.prefetch({})]}>
          <MatchesList />
        </Prefetched>
      </Stack>
    </ClientMessages>
  );
}
