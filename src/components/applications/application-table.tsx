'use client';

import { Anchor, Button, Table, Text } from '@mantine/core';
import { useFormatter, useTranslations } from 'next-intl';
import type { TApplication } from '~/domain/applications';
import { StatusSelect } from './status-select';

type TProps = { applications: TApplication[]; onMove: (jobUrl: string, status: string) => void; onOpen: (application: TApplication) => void; isMoving: boolean };

/** The applications as rows: job, company, status, dates and details. */
export function ApplicationTable({ applications, onMove, onOpen, isMoving }: TProps) {
  const t = useTranslations('applications');
  const format = useFormatter();
  const day = (ms: number | null | undefined) => (ms == null ? '' : format.dateTime(new Date(ms), { dateStyle: 'medium' }));
  return (
    <Table.ScrollContainer minWidth={640}>
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
                <Anchor href={application.job_url} target="_blank" rel="noopener noreferrer" size="sm">
                  {application.title || t('untitled')}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{application.company}</Text>
              </Table.Td>
              <Table.Td>
                <StatusSelect status={application.status} label={t('statusLabel')} disabled={isMoving} onChange={(next) => onMove(application.job_url, next)} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{day(application.created_at)}</Text>
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
    </Table.ScrollContainer>
  );
}
