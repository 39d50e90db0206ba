'use client';

import { Alert, Button, Drawer, Stack, Text, Textarea, Timeline, Title } from '@mantine/core';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { isKnownStatus, NOTES_MAX, type TApplication } from '~/domain/applications';
import { useApplicationUpdate } from './use-applications';

/** The notes of one application, saved on demand. */
function NotesForm({ application }: { application: TApplication }) {
  const t = useTranslations('applications');
  const update = useApplicationUpdate();
  const [notes, setNotes] = useState(application.notes ?? '');
  return (
    <>
      <Textarea label={t('notes')} value={notes} onChange={(e) => setNotes(e.currentTarget.value)} maxLength={NOTES_MAX} autosize minRows={3} maxRows={10} />
      {update.isSuccess ? <Alert color="teal">{t('notesSaved')}</Alert> : null}
      {update.isError ? <Alert color="red">{t('updateFailed')}</Alert> : null}
      <Button onClick={() => update.mutate({ job_url: application.job_url, notes })} loading={update.isPending}>
        {t('saveNotes')}
      </Button>
    </>
  );
}

/** One application's status history with dates, and its notes. */
export function ApplicationDrawer({ application, onClose }: { application: TApplication | null; onClose: () => void }) {
  const t = useTranslations('applications');
  const format = useFormatter();
  const label = (status: string) => (isKnownStatus(status) ? t(`status.${status}`) : status);
  const history = [...(application?.history ?? [])].reverse();
  return (
    <Drawer opened={!!application} onClose={onClose} position="right" title={application?.title || t('untitled')} size="md">
      {application ? (
        <Stack gap="md" data-testid="application-drawer">
          <Text size="sm">{[application.company, application.location].filter(Boolean).join(' · ')}</Text>
          <Title order={3} fz="md">
            {t('history')}
          </Title>
          <Timeline active={0} bulletSize={14} lineWidth={2} data-testid="status-history">
            {history.map((change) => (
              <Timeline.Item key={`${change.status}-${change.at}`} title={label(change.status)}>
                <Text size="xs" c="dimmed">
                  {t('changedOn', { status: label(change.status), date: format.dateTime(new Date(change.at), { dateStyle: 'medium', timeStyle: 'short' }) })}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
          {/* Keyed: only a different application resets the form; refreshed data never overwrites typing. */}
          <NotesForm key={application.job_url} application={application} />
        </Stack>
      ) : null}
    </Drawer>
  );
}
