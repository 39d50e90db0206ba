'use client';

import '@mantine/core/styles/Anchor.css';
import { Anchor, Badge, Box, Card, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslations } from 'next-intl';
import { useState, type DragEvent } from 'react';
import { APPLICATION_STATUSES, type TApplicationStatus, type TApplication } from '~/domain/applications';
import { PHONE_QUERY } from '../providers/screen-cookie';
import { StatusSelect } from './status-select';
import '~/components/form-css';

type TProps = { applications: TApplication[]; onMove: (jobUrl: string, status: string) => void; onOpen: (application: TApplication) => void; isMoving: boolean };

/** Our own drag type, so text or files dragged in from elsewhere never move a card. */
const DRAG_TYPE = 'application/x-rumbo-job-url';

/**
 * One column per status, all side by side on a wide screen (they share its width), one at a time
 * with a column switcher on a phone. A card moves by dragging it to another column, or with its
 * status select (keyboard and touch, where HTML drag and drop is not available).
 */
export function ApplicationBoard({ applications, onMove, onOpen, isMoving }: TProps) {
  const t = useTranslations('applications');
  const [target, setTarget] = useState<string | null>(null);
  const isPhone = useMediaQuery(PHONE_QUERY);
  const [shownColumn, setShownColumn] = useState<TApplicationStatus>('APPLIED');
  const countOf = (status: string) => applications.filter((a) => a.status === status).length;
  const statuses = isPhone ? [shownColumn] : APPLICATION_STATUSES;
  const isOurs = (event: DragEvent) => event.dataTransfer.types.includes(DRAG_TYPE);
  const drop = (event: DragEvent, status: string) => {
    event.preventDefault();
    setTarget(null);
    const jobUrl = event.dataTransfer.getData(DRAG_TYPE);
    const card = applications.find((a) => a.job_url === jobUrl);
    if (card && card.status !== status) onMove(jobUrl, status);
  };
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t('boardHint')}
      </Text>
      {isPhone ? (
        <NativeSelect
          label={t('column')}
          value={shownColumn}
          onChange={(event) => setShownColumn(event.currentTarget.value as TApplicationStatus)}
          data={APPLICATION_STATUSES.map((status) => ({ value: status, label: `${t(`status.${status}`)} (${countOf(status)})` }))}
          data-testid="board-column-switcher"
        />
      ) : null}
      <Box
        style={{ display: 'grid', gridTemplateColumns: `repeat(${statuses.length}, minmax(0, 1fr))`, gap: 'var(--mantine-spacing-xs)', alignItems: 'start' }}
        data-testid="application-board"
      >
        {statuses.map((status) => {
          const column = applications.filter((a) => a.status === status);
          const isTarget = target === status;
          return (
            <Paper
              key={status}
              withBorder
              p="sm"
              radius="md"
              mih={160}
              miw={0}
              bg={isTarget ? 'var(--mantine-color-orange-0)' : 'var(--mantine-color-gray-0)'}
              style={isTarget ? { borderColor: 'var(--mantine-color-orange-6)' } : undefined}
              data-testid={`board-column-${status}`}
              onDragOver={(event) => {
                if (!isOurs(event)) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = 'move';
                setTarget(status);
              }}
              onDragLeave={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setTarget((current) => (current === status ? null : current));
              }}
              onDrop={(event) => drop(event, status)}
            >
              <Group justify="space-between" mb="xs">
                <Title order={3} fz="sm">
                  {t(`status.${status}`)}
                </Title>
                <Badge variant="light" color="gray">
                  {column.length}
                </Badge>
              </Group>
              <Stack gap="xs">
                {column.length === 0 ? (
                  <Text size="xs" c="dimmed">
                    {t('emptyColumn')}
                  </Text>
                ) : null}
                {column.map((application) => (
                  <Card
                    key={application.job_url}
                    withBorder
                    p="xs"
                    radius="sm"
                    draggable={!isMoving}
                    style={{ cursor: isMoving ? 'progress' : 'grab' }}
                    onDragStart={(event) => {
                      event.dataTransfer.setData(DRAG_TYPE, application.job_url);
                      event.dataTransfer.effectAllowed = 'move';
                    }}
                    onDragEnd={() => setTarget(null)}
                    data-testid="board-card"
                    data-job-url={application.job_url}
                  >
                    <Anchor component="button" type="button" size="sm" fw={600} ta="left" style={{ overflowWrap: 'anywhere' }} onClick={() => onOpen(application)}>
                      {application.title || t('untitled')}
                    </Anchor>
                    <Text size="xs" c="dimmed" mb={6} style={{ overflowWrap: 'anywhere' }}>
                      {application.company}
                    </Text>
                    <StatusSelect status={application.status} label={t('statusLabel')} disabled={isMoving} onChange={(next) => onMove(application.job_url, next)} />
                  </Card>
                ))}
              </Stack>
            </Paper>
          );
        })}
      </Box>
    </Stack>
  );
}
