'use client';

import { Anchor, Badge, Card, Group, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { APPLICATION_STATUSES, type TApplication } from '~/domain/applications';
import { StatusSelect } from './status-select';

type TProps = { applications: TApplication[]; onMove: (jobUrl: string, status: string) => void; onOpen: (application: TApplication) => void; isMoving: boolean };

/** One column per status; each card can be moved with its status select. */
export function ApplicationBoard({ applications, onMove, onOpen, isMoving }: TProps) {
  const t = useTranslations('applications');
  return (
    <ScrollArea type="auto" offsetScrollbars>
      <Group align="flex-start" wrap="nowrap" gap="sm" data-testid="application-board">
        {APPLICATION_STATUSES.map((status) => {
          const column = applications.filter((a) => a.status === status);
          return (
            <Paper key={status} withBorder p="sm" radius="md" miw={220} w={220} bg="var(--mantine-color-gray-0)" data-testid={`board-column-${status}`}>
              <Group justify="space-between" mb="xs">
                <Title order={3} fz="sm">{t(`status.${status}`)}</Title>
                <Badge variant="light" color="gray">{column.length}</Badge>
              </Group>
              <Stack gap="xs">
                {column.length === 0 ? <Text size="xs" c="dimmed">{t('emptyColumn')}</Text> : null}
                {column.map((application) => (
                  <Card key={application.job_url} withBorder p="xs" radius="sm" data-testid="board-card" data-job-url={application.job_url}>
                    <Anchor component="button" type="button" size="sm" fw={600} ta="left" onClick={() => onOpen(application)}>{application.title || t('untitled')}</Anchor>
                    <Text size="xs" c="dimmed" mb={6}>{application.company}</Text>
                    <StatusSelect status={application.status} label={t('statusLabel')} disabled={isMoving} onChange={(next) => onMove(application.job_url, next)} />
                  </Card>
                ))}
              </Stack>
            </Paper>
          );
        })}
      </Group>
    </ScrollArea>
  );
}
