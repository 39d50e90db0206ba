'use client';

import { useTranslations } from 'next-intl';
import { useState, type DragEvent } from 'react';
import { NativeSelect } from '~/components/ui/native-select';
import { AnchorButton, Card, Group, Stack, Text, Title, rem } from '~/components/ui/layout';
import { Paper } from '~/components/ui/boxes';
import { Badge } from '~/components/ui/controls';
import { APPLICATION_STATUSES, type TApplicationStatus, type TApplication } from '~/domain/applications';
import { useIsPhone } from '../providers/use-is-phone';
import { StatusSelect } from './status-select';

type TProps = { applications: TApplication[]; onMove: (jobUrl: string, status: string) => void; onOpen: (application: TApplication) => void; isMoving: boolean };

/** Our own drag type, so text or files dragged in from elsewhere never move a card. */
const DRAG_TYPE = 'application/x-rumbo-job-url';

/**
 * One column per status, all side by side on a wide screen (they share its width), one at a time
 * with a column switcher on a phone. A card moves by dragging it to another column, or with its
 * status select (keyboard and touch, where HTML drag and drop is not available).
 */
export function ApplicationBoard({ applications, onMove, onOpen, isMoving, knownIsPhone }: TProps & { knownIsPhone?: boolean }) {
  const t = useTranslations('applications');
  const [target, setTarget] = useState<string | null>(null);
  // The screen as the server knew it (its cookie), so a phone gets its one-column board from the first paint.
  const isPhone = useIsPhone(knownIsPhone);
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
      <div
        style={{ display: 'grid', gridTemplateColumns: `repeat(${statuses.length}, minmax(0, 1fr))`, gap: 'var(--mantine-spacing-xs)', alignItems: 'start' }}
        data-testid="application-board"
      >
        {statuses.map((status) => {
          const column = applications.filter((a) => a.status === status);
          const isTarget = target === status;
          return (
            <Paper
              key={status}
              p="sm"
              style={{
                minHeight: rem(160),
                minWidth: 0,
                background: isTarget ? 'var(--mantine-color-orange-0)' : 'var(--mantine-color-gray-0)',
                ...(isTarget ? { borderColor: 'var(--mantine-color-orange-6)' } : {}),
              }}
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
              <Group justify="space-between" style={{ marginBottom: 'var(--mantine-spacing-xs)' }}>
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
                    <AnchorButton size="sm" fw={600} ta="left" style={{ overflowWrap: 'anywhere' }} onClick={() => onOpen(application)}>
                      {application.title || t('untitled')}
                    </AnchorButton>
                    <Text size="xs" c="dimmed" style={{ marginBottom: rem(6), overflowWrap: 'anywhere' }}>
                      {application.company}
                    </Text>
                    <StatusSelect status={application.status} label={t('statusLabel')} disabled={isMoving} onChange={(next) => onMove(application.job_url, next)} />
                  </Card>
                ))}
              </Stack>
            </Paper>
          );
        })}
      </div>
    </Stack>
  );
}
