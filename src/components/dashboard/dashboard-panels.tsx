'use client';

import { PageLink } from '../page-link';
import { useStatusLabel } from '../applications/status-label';
import { useFormatter, useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { APPLICATION_STATUSES } from '~/domain/applications';
import { applicationsPerWeek, countByStatus, REMINDERS_SHOWN, upcomingReminders } from '~/domain/application-stats';
import { JOB_LIMITS } from '~/domain/jobs/limits';
import { DAY_MS } from '~/domain/time';
import { DataError } from '../data/data-error';
import { MatchesList } from '../jobs/matches-list';
import { Button, Loader } from '../ui/controls';
import { useTracking } from '../jobs/use-tracking';
import { ApplicationsChart } from './applications-chart';
import classes from './dashboard-panels.module.css';

function Panel({ title, href, children }: { title: string; href?: string; children: ReactNode }) {
  const t = useTranslations('dashboard');
  return (
    <section className={classes.panel}>
      <div className={classes.head}>
        <h2 className={classes.title}>{title}</h2>
        {href ? (
          <PageLink href={href} className={classes.more}>
            {t('seeAll')}
          </PageLink>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/**
 * The dates' toggle under their list, at its start (a button of the ui kit keeps its own class),
 * its words where the dates' start: its own padding is taken back on the left, so its hover colour
 * reaches into the panel's margin.
 */
const TOGGLE_STYLE = { alignSelf: 'flex-start', marginTop: 'var(--mantine-spacing-xs)', marginInlineStart: 'calc(-1 * var(--button-padding-x))' } as const;

/** Counts by status, latest matches, recent applications and a weekly chart. */
export function DashboardPanels() {
  const t = useTranslations('dashboard');
  const tApps = useTranslations('applications');
  const statusLabel = useStatusLabel();
  const format = useFormatter();
  // The chart's weeks end with the week the page was opened in.
  const [now] = useState(() => Date.now());
  const { applications } = useTracking();
  const list = applications.data ?? [];
  const counts = countByStatus(list);
  const appsBody = (body: ReactNode) =>
    applications.isError ? <DataError error={applications.error} resource="applications" /> : !applications.data ? <Loader size="sm" /> : body;
  const reminders = upcomingReminders(list, now);
  // The soonest few; the rest when asked for, so a long plan does not push everything else down.
  const [allDates, setAllDates] = useState(false);
  const shownReminders = allDates ? reminders : reminders.slice(0, REMINDERS_SHOWN);
  const hidden = reminders.length - shownReminders.length;
  const today = now - (now % DAY_MS);
  return (
    <div className={classes.column}>
      {reminders.length ? (
        <Panel title={t('comingUp')} href="/applications">
          <div className={classes.rows} data-testid="reminders" id="dashboard-reminders">
            {shownReminders.map((reminder) => (
              <div key={`${reminder.kind}-${reminder.job_url}`} className={classes.row} data-testid="reminder">
                <p className={classes.text}>{t(reminder.kind === 'interview' ? 'interview' : 'followUp', { job: reminder.title })}</p>
                <p className={classes.when} data-due={reminder.at <= today || undefined} data-overdue={reminder.at < today || undefined}>
                  {reminder.at === today ? t('today') : format.dateTime(new Date(reminder.at), { dateStyle: 'medium', timeZone: 'UTC' })}
                </p>
              </div>
            ))}
          </div>
          {reminders.length > REMINDERS_SHOWN ? (
            <Button variant="subtle" size="xs" aria-expanded={allDates} aria-controls="dashboard-reminders" onClick={() => setAllDates(!allDates)} style={TOGGLE_STYLE}>
              {allDates ? t('fewerDates') : t('moreDates', { count: hidden })}
            </Button>
          ) : null}
        </Panel>
      ) : null}
      <Panel title={t('counts')} href="/applications">
        {appsBody(
          <div className={classes.counts} data-testid="status-counts">
            {APPLICATION_STATUSES.map((status) => (
              <PageLink key={status} href={`/applications?status=${status}`} className={classes.countLink} data-testid={`count-${status}`}>
                <span className={classes.count}>{counts[status]}</span>
                <span className={classes.label}>{tApps(`status.${status}`)}</span>
              </PageLink>
            ))}
          </div>,
        )}
      </Panel>
      <div className={classes.halves}>
        <Panel title={t('matches')} href="/matches">
          <MatchesList limit={JOB_LIMITS.dashboardMatches} />
        </Panel>
        <div className={classes.column}>
          <Panel title={t('recent')} href="/applications">
            {appsBody(
              list.length ? (
                <div className={classes.rows} data-testid="recent-applications">
                  {list.slice(0, 5).map((a) => (
                    <div key={a.job_url} className={`${classes.row} ${classes.stacked}`}>
                      <p className={classes.text}>
                        {a.title || tApps('untitled')} · {a.company}
                      </p>
                      <p className={classes.small} data-testid="recent-status">
                        {statusLabel(a.status)}
                        {a.updated_at ? ` · ${format.dateTime(new Date(a.updated_at), { dateStyle: 'medium' })}` : ''}
                      </p>
                    </div>
                  ))}
                </div>
              ) : (
                <p className={classes.label}>{tApps('empty')}</p>
              ),
            )}
          </Panel>
          <Panel title={t('chart')}>{appsBody(<ApplicationsChart weeks={applicationsPerWeek(list, now)} />)}</Panel>
        </div>
      </div>
    </div>
  );
}
