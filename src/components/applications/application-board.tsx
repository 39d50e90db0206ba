'use client';

import { useTranslations } from 'next-intl';
import { useState, type CSSProperties, type DragEvent } from 'react';
import { NativeSelect } from '~/components/ui/native-select';
import { AnchorButton, Card, Group, Stack, Text, Title, rem } from '~/components/ui/layout';
import { Paper } from '~/components/ui/boxes';
import { Badge, Button } from '~/components/ui/controls';
import { APPLICATION_STATUSES, type TApplicationStatus, type TShownApplication } from '~/domain/applications';
import { BOARD_PAGE, windowOf } from '~/domain/tracker-view';
import { useLabelLocale } from '../jobs/label-locale';
import { useIsPhone } from '../providers/use-is-phone';
import { useCardDates } from './card-dates';
import classes from './application-board.module.css';
import { MoveToSelect, StatusSelect } from './status-select';

type TProps = { applications: TShownApplication[]; onMove: (jobUrl: string, status: string) => void; onOpen: (application: TShownApplication) => void; isMoving: boolean };

/** Our own drag type, so text or files dragged in from elsewhere never move a card. */
const DRAG_TYPE = 'application/x-rumbo-job-url';

/**
 * One column per status (or only the one the status filter names), all side by side on a wide
 * screen (they share its width), one at a time with a column switcher on a phone. A column shows
 * its first BOARD_PAGE cards and "Show more" adds as many again. On a wide screen a card moves by
 * dragging it to another column or with its status select; on a phone with its "Move to…" select.
 */
export function ApplicationBoard({
  applications,
  onMove,
  onOpen,
  isMoving,
  knownIsPhone,
  only,
  shownFor,
}: TProps & { knownIsPhone?: boolean; only?: TApplicationStatus | null; shownFor: string }) {
  const t = useTranslations('applications');
  const [target, setTarget] = useState<string | null>(null);
  // The screen as the server knew it (its cookie), so a phone gets its one-column board from the first paint.
  const isPhone = useIsPhone(knownIsPhone);
  const [chosenColumn, setShownColumn] = useState<TApplicationStatus>('APPLIED');
  const shownColumn = only ?? chosenColumn;
  // Pages shown per column, back to the first when the search or the filter (`shownFor`) changes.
  const [pages, setPages] = useState<{ for: string; shown: Partial<Record<string, number>> }>({ for: shownFor, shown: {} });
  if (pages.for !== shownFor) setPages({ for: shownFor, shown: {} });
  const byStatus = new Map<string, TShownApplication[]>();
  for (const application of applications) {
    const column = byStatus.get(application.status);
    if (column) column.push(application);
    else byStatus.set(application.status, [application]);
  }
  const countOf = (status: string) => byStatus.get(status)?.length ?? 0;
  const statuses = isPhone || only ? [shownColumn] : APPLICATION_STATUSES;
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
      {/* Before the screen is known (a first visit) both hints are there and CSS shows the one for the width. */}
      {isPhone !== false ? (
        <Text size="sm" c="dimmed" className={isPhone ? undefined : 'mantine-hidden-from-sm'} data-testid="board-hint">
          {t('boardHintPhone')}
        </Text>
      ) : null}
      {isPhone !== true ? (
        <Text size="sm" c="dimmed" className={isPhone === false ? undefined : 'mantine-visible-from-sm'} data-testid="board-hint">
          {t('boardHint')}
        </Text>
      ) : null}
      {isPhone && !only ? (
        <NativeSelect
          label={t('column')}
          value={shownColumn}
          onChange={(event) => setShownColumn(event.currentTarget.value as TApplicationStatus)}
          data={APPLICATION_STATUSES.map((status) => ({ value: status, label: `${t(`status.${status}`)} (${countOf(status)})` }))}
          data-testid="board-column-switcher"
        />
      ) : null}
      <div className={classes.board} style={{ '--board-columns': statuses.length } as CSSProperties} data-testid="application-board">
        {statuses.map((status) => {
          const column = byStatus.get(status) ?? [];
          const { shown, remaining } = windowOf(column.length, pages.shown[status] ?? 1, BOARD_PAGE);
          const isTarget = target === status;
          return (
            <Paper
              key={status}
              p="xs"
              className={classes.column}
              style={{
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
                <Badge variant="light" color="gray" data-testid="column-count">
                  {column.length}
                </Badge>
              </Group>
              <Stack gap="xs">
                {column.length === 0 ? (
                  <Text size="xs" c="dimmed">
                    {t('emptyColumn')}
                  </Text>
                ) : null}
                {column.slice(0, shown).map((application) => (
                  <BoardCard
                    key={application.job_url}
                    application={application}
                    isPhone={isPhone}
                    isMoving={isMoving}
                    onMove={onMove}
                    onOpen={onOpen}
                    onDragEnd={() => setTarget(null)}
                  />
                ))}
                {remaining > 0 ? (
                  <Button
                    variant="subtle"
                    size="xs"
                    onClick={() => setPages({ for: shownFor, shown: { ...pages.shown, [status]: (pages.shown[status] ?? 1) + 1 } })}
                    data-testid="column-show-more"
                  >
                    {t('showMore', { count: Math.min(remaining, BOARD_PAGE), left: remaining })}
                  </Button>
                ) : null}
              </Stack>
            </Paper>
          );
        })}
      </div>
    </Stack>
  );
}

function BoardCard({
  application,
  isPhone,
  isMoving,
  onMove,
  onOpen,
  onDragEnd,
}: Omit<TProps, 'applications'> & { application: TShownApplication; isPhone: boolean | undefined; onDragEnd: () => void }) {
  const t = useTranslations('applications');
  const dates = useCardDates();
  const locale = useLabelLocale();
  const since = dates.since(application);
  const interview = dates.interview(application);
  const job = application.title || t('untitled');
  return (
    <Card
      p="xs"
      radius="sm"
      draggable={!isMoving && !isPhone}
      style={{ cursor: isPhone ? undefined : isMoving ? 'progress' : 'grab' }}
      onDragStart={(event) => {
        event.dataTransfer.setData(DRAG_TYPE, application.job_url);
        event.dataTransfer.effectAllowed = 'move';
      }}
      onDragEnd={onDragEnd}
      data-testid="board-card"
      data-job-url={application.job_url}
    >
      <AnchorButton size="sm" fw={600} ta="left" style={{ overflowWrap: 'anywhere' }} onClick={() => onOpen(application)} data-testid="card-title">
        {job}
      </AnchorButton>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {[application.company, application.placeLabels?.[locale] ?? application.location].filter(Boolean).join(' · ')}
      </Text>
      {since ? (
        <Text size="xs" c="dimmed" data-testid="card-since">
          {since}
        </Text>
      ) : null}
      {interview ? (
        <Text size="xs" fw={600} data-testid="card-interview">
          {interview}
        </Text>
      ) : null}
      <div style={{ marginTop: rem(6) }}>
        {isPhone ? (
          <MoveToSelect status={application.status} job={job} disabled={isMoving} onChange={(next) => onMove(application.job_url, next)} />
        ) : (
          <StatusSelect status={application.status} label={t('statusLabel')} disabled={isMoving} onChange={(next) => onMove(application.job_url, next)} />
        )}
      </div>
    </Card>
  );
}
