'use client';

import { Anchor, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import Link from 'next/link';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { APPLICATION_STATUSES, applicationsPerWeek, countByStatus, isKnownStatus, upcomingReminders } from '~/domain/applications';
import { JOB_LIMITS } from '~/domain/jobs';
import { DAY_MS } from '~/domain/time';
import { DataError } from '../data/data-error';
import { MatchesList } from '../jobs/matches-list';
import { useTracking } from '../jobs/use-tracking';
import { ApplicationsChart } from './applications-chart';

function Panel({ title, href, children }: { title: string; href?: string; children: React.ReactNode }) {
  const t = useTranslations('dashboard');
  return (
    <Card withBorder radius="md" p="lg">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {href ? (
          <Anchor component={Link} href={href} size="sm">
            {t('seeAll')}
          </Anchor>
        ) : null}
      </Group>
      {children}
    </Card>
  );
}

/** Counts by status, latest matches, recent applications and a weekly chart. */
export function DashboardPanels() {
  const t = useTranslations('dashboard');
  const tApps = useTranslations('applications');
  const format = useFormatter();
  // The chart's weeks end with the week the page was opened in.
  const [now] = useState(() => Date.now());
  const { applications } = useTracking();
  const list = applications.data ?? [];
  const counts = countByStatus(list);
  const appsBody = (body: React.ReactNode) =>
    applications.isError ? <DataError error={applications.error} resource="applications" /> : !applications.data ? <Loader size="sm" /> : body;
  const reminders = upcomingReminders(list, now);
  const today = now - (now % DAY_MS);
  return (
    <Stack gap="md">
      {reminders.length ? (
        <Panel title={t('comingUp')} href="/applications">
          <Stack gap="xs" data-testid="reminders">
            {reminders.map((reminder) => (
              <Group key={`${reminder.kind}-${reminder.job_url}`} justify="space-between" wrap="nowrap" data-testid="reminder">
                <Text size="sm" truncate>
                  {t(reminder.kind === 'interview' ? 'interview' : 'followUp', { job: reminder.title })}
                </Text>
                <Text size="sm" fw={reminder.at <= today ? 700 : undefined} c={reminder.at < today ? 'red.8' : undefined} style={{ whiteSpace: 'nowrap' }}>
                  {reminder.at === today ? t('today') : format.dateTime(new Date(reminder.at), { dateStyle: 'medium', timeZone: 'UTC' })}
                </Text>
              </Group>
            ))}
          </Stack>
        </Panel>
      ) : null}
      <Panel title={t('counts')} href="/applications">
        {appsBody(
          <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} data-testid="status-counts">
            {APPLICATION_STATUSES.map((status) => (
              <Stack key={status} gap={0} data-testid={`count-${status}`}>
                <Text fz={28} fw={700}>
                  {counts[status]}
                </Text>
                <Text size="sm" c="dimmed">
                  {tApps(`status.${status}`)}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>,
        )}
      </Panel>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Panel title={t('matches')} href="/matches">
          <MatchesList limit={JOB_LIMITS.dashboardMatches} />
        </Panel>
        <Stack gap="md">
          <Panel title={t('recent')} href="/applications">
            {appsBody(
              list.length ? (
                <Stack gap="xs" data-testid="recent-applications">
                  {list.slice(0, 5).map((a) => (
                    <Group key={a.job_url} justify="space-between" wrap="nowrap">
                      <Text size="sm" truncate>
                        {a.title || tApps('untitled')} · {a.company}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {isKnownStatus(a.status) ? tApps(`status.${a.status}`) : a.status}
                        {a.updated_at ? ` · ${format.dateTime(new Date(a.updated_at), { dateStyle: 'medium' })}` : ''}
                      </Text>
                    </Group>
                  ))}
                </Stack>
              ) : (
                <Text size="sm" c="dimmed">
                  {tApps('empty')}
                </Text>
              ),
            )}
          </Panel>
          <Panel title={t('chart')}>{appsBody(<ApplicationsChart weeks={applicationsPerWeek(list, now)} />)}</Panel>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
