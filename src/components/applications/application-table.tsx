'use client';

import '@mantine/core/styles/Anchor.css';
import { Anchor, Box, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useFormatter, useTranslations } from 'next-intl';
import type { TApplication } from '~/domain/applications';
import { placeLabel } from '~/domain/text-match';
import { useLabelLocale } from '../jobs/filters-choices';
import { useIsPhone } from '../providers/use-is-phone';
import { StatusSelect } from './status-select';
import '@mantine/core/styles/Table.css';

type TProps = { applications: TApplication[]; onMove: (jobUrl: string, status: string) => void; onOpen: (application: TApplication) => void; isMoving: boolean };

function useDay() {
  const format = useFormatter();
  return (ms: number | null | undefined) => (ms == null ? '' : format.dateTime(new Date(ms), { dateStyle: 'medium' }));
}

function PostingLink({ application }: { application: TApplication }) {
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
  const day = useDay();
  const locale = useLabelLocale();
  return (
    <Stack gap="sm" data-testid="application-table">
      {applications.map((application) => (
        <Card key={application.job_url} withBorder radius="md" p="sm" data-testid="application-row" data-job-url={application.job_url}>
          <Stack gap={6}>
            <PostingLink application={application} />
            <Text size="sm">{[application.company, application.location ? placeLabel(application.location, locale) : null].filter(Boolean).join(' · ')}</Text>
            <StatusSelect status={application.status} label={t('statusLabel')} disabled={isMoving} onChange={(next) => onMove(application.job_url, next)} />
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Text size="xs" c="dimmed" data-testid="applied-cell">
                {application.applied_at ? t('appliedOn', { date: day(application.applied_at) }) : ''}
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
      <Box hiddenFrom="sm">{isPhone !== false ? <ApplicationCards {...props} /> : null}</Box>
      <Box visibleFrom="sm">{isPhone !== true ? <ApplicationRows {...props} /> : null}</Box>
    </>
  );
}

function ApplicationRows({ applications, onMove, onOpen, isMoving }: TProps) {
  const t = useTranslations('applications');
  const day = useDay();
  return (
    <Table striped highlightOnHover data-testid="application-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('job')}</Table.Th>
          <Table.Th>{t('company')}</Table.Th>
          <Table.Th>{t('statusLabel')}</Table.Th>
          <Table.Th>{t('applied')}</Table.Th>
          <Table.Th>{t('updated')}</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {applications.map((application) => (
          <Table.Tr key={application.job_url} data-testid="application-row" data-job-url={application.job_url}>
            <Table.Td>
              <PostingLink application={application} />
            </Table.Td>
            <Table.Td>
              <Text size="sm">{application.company}</Text>
            </Table.Td>
            <Table.Td>
              <StatusSelect status={application.status} label={t('statusLabel')} disabled={isMoving} onChange={(next) => onMove(application.job_url, next)} />
            </Table.Td>
            <Table.Td data-testid="applied-cell">
              <Text size="sm">{day(application.applied_at)}</Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{day(application.updated_at)}</Text>
            </Table.Td>
            <Table.Td>
              <Button size="xs" variant="subtle" onClick={() => onOpen(application)}>
                {t('details')}
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
