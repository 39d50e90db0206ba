'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Anchor, Stack, Text, Title } from '~/components/ui/layout';
import { Button } from '~/components/ui/controls';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '~/server/api/root';
import { JobList } from '../jobs/job-list';
import { useLabelLocale } from '../jobs/label-locale';
import { RESULT_CHIP_LIMITS } from '../jobs/match-display';
import { explainWith } from '../jobs/match-explanation';
import { BELOW_NAV } from './layout';
import { SaveTextOffer } from './save-text-offer';
import { StatedRules } from './stated-rules';

const PAGE = 10;
const explainResult = explainWith(RESULT_CHIP_LIMITS);

/** The finished request's result, its jobs labelled by the server. */
type TResult = NonNullable<inferRouterOutputs<AppRouter>['resume']['request']['result']>;

/** The result screen: ranked jobs with score, skills and reason, actions per job, and the offer to keep the text. */
export function MatchResults({ result, fileName }: { result: TResult; fileName: string }) {
  const t = useTranslations('resume.results');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [shown, setShown] = useState(PAGE);
  const jobs = result.matches.map(({ job, ...match }) => ({ ...job, match }));
  const locale = useLabelLocale();
  // The person's fields and places, which every match must fit: named when they left nothing.
  const named = (list: { en: string; es: string }[]) => list.map((name) => name[locale]).join(', ');
  const narrowedBy = [named(result.preferences.fields), named(result.preferences.locations)].filter(Boolean).join(' · ');

  useEffect(() => {
    // The results replace the progress: move focus (and the view) to them, as a new page would.
    headingRef.current?.focus();
  }, []);

  return (
    <section style={{ display: 'flex', flexDirection: 'column', gap: 'var(--mantine-spacing-md)' }} aria-labelledby="match-results-title" data-testid="match-results">
      <Stack gap={4}>
        <Title order={2} fz="h3" id="match-results-title" ref={headingRef} tabIndex={-1} style={{ ...BELOW_NAV, outline: 'none' }}>
          {t('title')}
        </Title>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="match-summary">
          {jobs.length ? t('summary', { count: jobs.length, name: fileName }) : narrowedBy ? t('emptyNarrowed', { preferences: narrowedBy }) : t('empty')}
          {!jobs.length && narrowedBy ? (
            <>
              {' '}
              <Anchor href="/job-preferences" isPage>
                {t('widen')}
              </Anchor>
            </>
          ) : null}
        </Text>
        <StatedRules rules={result.rules} />
      </Stack>
      <SaveTextOffer text={result.resume_text} />
      {jobs.length ? <JobList jobs={jobs.slice(0, shown)} empty={t('empty')} isRanked explain={explainResult} /> : null}
      {shown < jobs.length ? (
        <Button variant="default" onClick={() => setShown((n) => n + PAGE)} style={{ alignSelf: 'center' }}>
          {t('showMore', { count: Math.min(PAGE, jobs.length - shown) })}
        </Button>
      ) : null}
    </section>
  );
}
