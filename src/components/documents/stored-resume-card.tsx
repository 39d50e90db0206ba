'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { api } from '~/trpc/react';
import { DataError } from '../data/data-error';
import { downloadFile, fileDate } from '../download';
import { useErrorMessage } from '../errors/use-error-message';
import { Group, Text } from '../ui/layout';
import { Alert, Button, LinkButton, Loader } from '../ui/controls';
import { ConfirmDelete } from './confirm-delete';
import { DocumentCard } from './document-card';
import { EmptyState } from './empty-state';

/** The stored resume text: a preview, download as .txt, and deletion (an empty text saved through the same call as the Resume page). */
export function StoredResumeCard() {
  const t = useTranslations('documents.resume');
  const format = useFormatter();
  const errorText = useErrorMessage();
  const utils = api.useUtils();
  const resume = api.resume.get.useQuery();
  const [isAsking, setAsking] = useState(false);
  const remove = api.resume.save.useMutation({
    onSuccess: (saved) => {
      setAsking(false);
      utils.resume.get.setData(undefined, saved);
      // Personalised matches are ranked by the stored resume.
      void utils.jobs.matches.invalidate();
    },
  });

  const body = () => {
    if (resume.isError) return <DataError error={resume.error} resource="data" onRetry={() => void resume.refetch()} />;
    if (!resume.data) return <Loader size="sm" role="status" aria-label={t('title')} />;
    if (!resume.data.hasResume) return <EmptyState text={t('empty')} action={t('emptyAction')} href="/resume" testId="resume-empty" />;
    const text = resume.data.resume_text;
    return (
      <>
        <Text size="sm" lineClamp={6} style={{ whiteSpace: 'pre-wrap' }} data-testid="resume-preview">
          {text}
        </Text>
        <Text size="xs" c="dimmed">
          {t('summary', { count: format.number(text.length) })}
        </Text>
        <Group gap="sm">
          <Button variant="light" onClick={() => downloadFile(t('fileName', { date: fileDate() }), text, 'text/plain;charset=utf-8')}>
            {t('download')}
          </Button>
          <LinkButton href="/resume" variant="subtle">
            {t('edit')}
          </LinkButton>
          <Button
            variant="outline"
            color="red"
            onClick={() => {
              remove.reset();
              setAsking(true);
            }}
          >
            {t('delete')}
          </Button>
        </Group>
      </>
    );
  };
  return (
    <DocumentCard title={t('title')} testId="documents-resume">
      {body()}
      <div role="status" aria-live="polite">
        {remove.isSuccess ? (
          <Alert color="teal" role="none" style={{ paddingBlock: 'var(--mantine-spacing-xs)' }}>
            {t('deleted')}
          </Alert>
        ) : null}
      </div>
      <ConfirmDelete
        opened={isAsking}
        title={t('confirmTitle')}
        body={t('confirmBody')}
        confirm={t('confirm')}
        isPending={remove.isPending}
        error={remove.isError ? { title: t('deleteFailed'), text: errorText(remove.error, 'generic') } : null}
        onConfirm={() => remove.mutate({ resume_text: '' })}
        onCancel={() => setAsking(false)}
      />
    </DocumentCard>
  );
}
