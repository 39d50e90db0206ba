'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { jobUrlFromId } from '~/domain/jobs/id';
import { api } from '~/trpc/react';
import { DataError } from '../data/data-error';
import { Anchor, Card, Group, Stack, Text, Title, spacing } from '../ui/layout';
import { LinkButton, Loader } from '../ui/controls';
import { useLabelLocale } from './label-locale';
import { JobFacts } from './job-facts';
import { KeepButtons, KeepNotice, useKeepJob } from './keep-actions';
import { RESULT_CHIP_LIMITS } from './match-display';
import { MatchExplanation } from './match-explanation';

/** Nothing to show for this address: the job is gone, or the address is not one of ours. */
function JobGone() {
  const t = useTranslations('jobPage');
  return (
    <Stack gap="sm" data-testid="job-gone">
      <Title order={1}>{t('goneTitle')}</Title>
      <Text>{t('goneLead')}</Text>
      <Group gap="sm">
        <LinkButton href="/jobs">{t('toLatest')}</LinkButton>
        <LinkButton href="/matches" variant="default">
          {t('toMatches')}
        </LinkButton>
      </Group>
    </Stack>
  );
}

/**
 * A job inside Rumbo: what, where, when, pay, the full description, why it fits (when the person's
 * matches explain it), Save / Mark applied, and the original posting.
 */
export function JobPosting({ id }: { id: string }) {
  const jobUrl = jobUrlFromId(id);
  // Opened from a list further down: the job starts at its top, not under the fixed header.
  useEffect(() => window.scrollTo({ top: 0 }), [id]);
  return jobUrl ? <KnownJob jobUrl={jobUrl} /> : <JobGone />;
}

function KnownJob({ jobUrl }: { jobUrl: string }) {
  const t = useTranslations('jobPage');
  const tJobs = useTranslations('jobs');
  const locale = useLabelLocale();
  const job = api.jobs.byUrl.useQuery({ url: jobUrl }, { retry: (count, error) => error.data?.appCode !== 'NOT_FOUND' && count < 2 });
  // The match explanation, when this job is among the person's matches (the list is usually cached).
  const matches = api.jobs.matches.useQuery(undefined, { staleTime: 60_000 });
  const match = matches.data?.jobs.find((listed) => listed.job_url === jobUrl)?.match ?? null;
  const { statusOf, isReady, keep, pendingFor, noticeFor } = useKeepJob();
  if (job.isError) return job.error.data?.appCode === 'NOT_FOUND' ? <JobGone /> : <DataError error={job.error} resource="jobs" onRetry={() => void job.refetch()} />;
  if (!job.data) return <Loader size="sm" role="status" aria-label={tJobs('loading')} />;
  const posting = job.data;
  const facts = [posting.company, posting.location ? posting.labels[locale].place : null].filter(Boolean).join(' · ');
  return (
    <Stack gap="md" data-testid="job-posting">
      <Anchor isPage href="/jobs" size="sm" style={{ width: 'fit-content' }}>
        ← {t('back')}
      </Anchor>
      <Stack gap={4}>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {posting.title || (posting.role_type ? posting.labels[locale].field : tJobs('untitled'))}
        </Title>
        <Text size="lg" style={{ overflowWrap: 'anywhere' }}>
          {facts}
        </Text>
        <JobFacts job={posting} size="md" />
      </Stack>
      <Group gap="sm">
        <KeepButtons status={statusOf.get(jobUrl)} pending={pendingFor(jobUrl)} isReady={isReady} onKeep={(action) => keep(jobUrl, action)} />
        <Anchor href={jobUrl} target="_blank" rel="noopener noreferrer">
          {t('original')}
        </Anchor>
      </Group>
      <KeepNotice notice={noticeFor(jobUrl)} />
      {match ? (
        <Card radius="md" p="md">
          <Title order={2} fz="h4" style={{ marginBottom: spacing('xs') }}>
            {t('whyFits')}
          </Title>
          <MatchExplanation match={match} limits={RESULT_CHIP_LIMITS} />
        </Card>
      ) : null}
      <Card radius="md" p="lg">
        <Title order={2} fz="h4" style={{ marginBottom: spacing('sm') }}>
          {t('description')}
        </Title>
        {posting.description?.trim() ? (
          <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} data-testid="job-description">
            {posting.description}
          </Text>
        ) : (
          <Text c="dimmed">{t('noDescription')}</Text>
        )}
      </Card>
    </Stack>
  );
}
