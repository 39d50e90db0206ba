import { Group } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { LinkButton } from '~/components/link-button';
import { MatchesList } from '~/components/jobs/matches-list';
import { pageMetadata } from '~/app/page-metadata';
import { Prefetched } from '~/trpc/server';
import { ClientMessages } from '~/components/providers/client-messages';
import shell from '~/components/shell/shell.module.css';

export const generateMetadata = () => pageMetadata('matches');

export default async function MatchesPage() {
  const t = await getTranslations();
  return (
    <ClientMessages scope="/matches">
      <div className={shell.page}>
        {/* The actions follow the title (not pushed to the far end), so nothing moves while a slow page arrives. */}
        <Group gap="lg" wrap="wrap">
          <h1 className={shell.title}>{t('pages.matches.title')}</h1>
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
      </div>
    </ClientMessages>
  );
}
