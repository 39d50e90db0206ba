'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { Anchor, Card, Group, Stack, Text } from '~/components/ui/layout';
import { Button } from '~/components/ui/controls';
import { Table, Tbody, Td, Th, Thead, Tr } from '~/components/ui/table';
import type { TShownApplication } from '~/domain/applications';
import { useLabelLocale } from '../jobs/label-locale';
import { useIsPhone } from '../providers/use-is-phone';
import { StatusSelect } from './status-select';
import { useCardDates } from './card-dates';
import classes from './application-table.module.css';

type TProps = { applications: TShownApplication[]; onMove: (jobUrl: string, status: string) => void; onOpen: (application: TShownApplication) => void; isMoving: boolean };

function useDay() {
  const format = useFormatter();
  return (ms: number | null | undefined) => (ms == null ? '' : format.dateTime(new Date(ms), { dateStyle: 'medium' }));
}

function PostingLink({ application }: { application: TShownApplication }) {
  const t = useTranslations('applications');
  return (
    <Anchor href={application.job_url} target="_blank" rel="noopener noreferrer" size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
      {application.title || t('untitled')}
    </Anchor>
  );
}

/** On a phone: one card per application, everything readable without a sideways scroll. */
function ApplicationCards({ applications, onMove, onOpen, isMoving }: TProps) {
  const t = useTranslations('applications');
  const dates = useCardDates();
  const locale = useLabelLocale();
  return (
    <Stack gap="sm" data-testid="application-table">
      {applications.map((application) => (
        <Card key={application.job_url} p="sm" data-testid="application-row" data-job-url={application.job_url}>
          <Stack gap={6}>
            <PostingLink application={application} />
            <Text size="sm">{[application.company, application.placeLabels?.[locale] ?? application.location].filter(Boolean).join(' · ')}</Text>
            {application.interview_at != null ? (
              <Text size="xs" fw={600} data-testid="card-interview">
                {dates.interview(application)}
              </Text>
            ) : null}
            <StatusSelect status={application.status} label={t('statusLabel')} disabled={isMoving} onChange={(next) => onMove(application.job_url, next)} />
            <Group justify="space-between" gap="xs">
              <Text size="xs" c="dimmed" data-testid="card-since">
                {dates.since(application)}
              </Text>
              <Button size="xs" variant="light" onClick={() => onOpen(application)}>
                {t('details')}
              </Button>
            </Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/**
 * The applications as rows (job, company, status, dates, details), or as cards on a phone; the
 * server renders the form the screen cookie names. Before any answer (a first visit) both are
 * there and CSS shows the one for the width.
 */
export function ApplicationTable({ knownIsPhone, ...props }: TProps & { knownIsPhone?: boolean }) {
  const isPhone = useIsPhone(knownIsPhone);
  // Once known, the other form leaves (it was hidden by CSS); the shown one stays mounted.
  return (
    <>
      <div className="mantine-hidden-from-sm">{isPhone !== false ? <ApplicationCards {...props} /> : null}</div>
      <div className="mantine-visible-from-sm">{isPhone !== true ? <ApplicationRows {...props} /> : null}</div>
    </>
  );
}

function ApplicationRows({ applications, onMove, onOpen, isMoving }: TProps) {
  const t = useTranslations('applications');
  const day = useDay();
  const dates = useCardDates();
  return (
    <Table data-testid="application-table">
      <Thead>
        {/* Each column's share of the width is set, so the columns stay where they are whatever the
            rows hold: while the page is still arriving (the header painted before its rows), and
            as a search or a filter changes the rows shown. A long title wraps in its column. */}
        <Tr>
          <Th style={{ width: '26%' }}>{t('job')}</Th>
          <Th style={{ width: '15%' }}>{t('company')}</Th>
          <Th style={{ width: '15%' }}>{t('statusLabel')}</Th>
          <Th style={{ width: '12%' }}>{t('applied')}</Th>
          <Th style={{ width: '12%' }}>{t('interviewColumn')}</Th>
          <Th className={classes.lastChange} style={{ width: '12%' }}>
            {t('updated')}
          </Th>
          <Th style={{ width: '8%' }} />
        </Tr>
      </Thead>
      <Tbody>
        {applications.map((application) => (
          <Tr key={application.job_url} data-testid="application-row" data-job-url={application.job_url}>
            <Td>
              <PostingLink application={application} />
            </Td>
            <Td>
              <Text size="sm">{application.company}</Text>
            </Td>
            <Td>
              {/* As wide as its longest status ("Oferta recibida"): a narrow screen gives the column that much. */}
              <StatusSelect w={144} status={application.status} label={t('statusLabel')} disabled={isMoving} onChange={(next) => onMove(application.job_url, next)} />
            </Td>
            <Td data-testid="applied-cell">
              <Text size="sm" className={classes.date}>
                {day(application.applied_at)}
              </Text>
            </Td>
            <Td data-testid="interview-cell">
              <Text size="sm" className={classes.date}>
                {application.interview_at != null ? dates.interviewDate(application) : ''}
              </Text>
            </Td>
            <Td data-testid="updated-cell" className={classes.lastChange}>
              <Text size="sm" className={classes.date}>
                {day(application.updated_at)}
              </Text>
            </Td>
            <Td>
              <Button size="xs" variant="subtle" onClick={() => onOpen(application)}>
                {t('details')}
              </Button>
            </Td>
          </Tr>
        ))}
      </Tbody>
    </Table>
  );
}
