'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { uploadReasonMessage } from '~/domain/error-message';
import type { TPastMatch } from '~/server/services/past-matches';
import { api } from '~/trpc/react';
import { DataError } from '../data/data-error';
import { useErrorMessage, useMessageText } from '../errors/use-error-message';
import { Anchor, Group, Stack, Text } from '../ui/layout';
import { Paper } from '../ui/boxes';
import { List } from '../ui/list';
import { Badge, Button, Loader } from '../ui/controls';
import { ConfirmDelete } from './confirm-delete';
import { DocumentCard } from './document-card';
import { EmptyState } from './empty-state';

const STATUS_COLORS = { pending: 'gray', processing: 'blue', done: 'teal', failed: 'red' } as const;

/** One past match: when, how it ended, its best jobs, and its delete button. */
function PastMatch({ match, onDelete }: { match: TPastMatch; onDelete: () => void }) {
  const t = useTranslations('documents.matches');
  const format = useFormatter();
  const messageText = useMessageText();
  const date = format.dateTime(new Date(match.created_at), { dateStyle: 'medium', timeStyle: 'short' });
  const reason = uploadReasonMessage(match.error_reason ?? undefined);
  return (
    <Paper p="sm" data-testid="past-match" data-request-id={match.request_id}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="xs" style={{ flex: 1, minWidth: 0 }}>
            <Text fw={600} size="sm">
              {date}
            </Text>
            <Badge color={STATUS_COLORS[match.status]} variant="light">
              {t(`status.${match.status}`)}
            </Badge>
          </Group>
          <Button variant="subtle" color="red" size="xs" onClick={onDelete} aria-label={t('deleteLabel', { date })} style={{ flexShrink: 0 }}>
            {t('delete')}
          </Button>
        </Group>
        {match.status === 'done' ? <Text size="sm">{t('count', { count: format.number(match.match_count) })}</Text> : null}
        {reason ? (
          <Text size="sm" c="red.8">
            {messageText(reason)}
          </Text>
        ) : null}
        {match.top.length ? (
          <List
            items={match.top.map((job) => ({
              key: job.job_url,
              content: (
                <>
                  <Anchor href={job.job_url} target="_blank" rel="noopener noreferrer" size="sm" c="orange.8">
                    {job.title ?? job.company}
                  </Anchor>{' '}
                  <Text component="span" size="sm" c="dimmed">
                    {[job.title ? job.company : null, job.location, t('score', { score: format.number(Math.round(job.score)) })].filter(Boolean).join(' · ')}
                  </Text>
                </>
              ),
            }))}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}

/** The person's resume matches of the last 24 hours, each deletable after a confirmation. */
export function PastMatchesCard() {
  const t = useTranslations('documents.matches');
  const format = useFormatter();
  const errorText = useErrorMessage();
  const utils = api.useUtils();
  const past = api.resume.pastMatches.useQuery();
  const [asking, setAsking] = useState<TPastMatch | null>(null);
  const remove = api.resume.deletePastMatch.useMutation({
    onSuccess: () => {
      setAsking(null);
      void utils.resume.pastMatches.invalidate();
    },
  });

  const body = () => {
    if (past.isError) return <DataError error={past.error} resource="data" onRetry={() => void past.refetch()} />;
    if (!past.data) return <Loader size="sm" role="status" aria-label={t('title')} />;
    if (!past.data.length) return <EmptyState text={t('empty')} action={t('emptyAction')} href="/resume" testId="matches-empty" />;
    return past.data.map((match) => (
      <PastMatch
        key={match.request_id}
        match={match}
        onDelete={() => {
          remove.reset();
          setAsking(match);
        }}
      />
    ));
  };
  return (
    <DocumentCard title={t('title')} testId="documents-matches">
      <Text size="sm" c="dimmed">
        {t('lead')}
      </Text>
      {body()}
      <div role="status" aria-live="polite">
        {remove.isSuccess ? (
          <Text size="sm" c="teal.9">
            {t('deleted')}
          </Text>
        ) : null}
      </div>
      <ConfirmDelete
        opened={asking !== null}
        title={t('confirmTitle')}
        body={asking ? t('confirmBody', { date: format.dateTime(new Date(asking.created_at), { dateStyle: 'medium', timeStyle: 'short' }) }) : ''}
        confirm={t('confirm')}
        isPending={remove.isPending}
        error={remove.isError ? { title: t('deleteFailed'), text: errorText(remove.error, 'generic') } : null}
        onConfirm={() => asking && remove.mutate({ request_id: asking.request_id })}
        onCancel={() => setAsking(null)}
      />
    </DocumentCard>
  );
}
