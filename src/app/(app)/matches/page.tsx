import { getTranslations } from 'next-intl/server';
import { LinkButton } from '~/components/ui/controls';
import { AllMatches } from '~/components/jobs/all-matches';
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
        <div className={shell.titleRow}>
          <h1 className={shell.title}>{t('pages.matches.title')}</h1>
          <div className={shell.row}>
            <LinkButton href="/resume" data-testid="match-resume-link">
              {t('jobs.matchResume')}
            </LinkButton>
            <LinkButton href="/jobs" variant="light">
              {t('jobs.browseAll')}
            </LinkButton>
          </div>
        </div>
        <Prefetched queries={(api) => [api.jobs.matches.prefetch(), api.applications.list.prefetch({})]}>
          <AllMatches />
        </Prefetched>
      </div>
    </ClientMessages>
  );
}
