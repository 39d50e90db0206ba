'use client';

import type { CSSProperties } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import classes from './dashboard-panels.module.css';

/**
 * Applications per week as bars: a list of the weeks, each read out whole ("27 applications in the
 * week of 5 Oct"). The bars are boxes and the labels text of the page's own size, so they read the
 * same on a phone and a wide screen (an SVG scaled to its width drew them at 11 px on a phone and
 * 25 px on a tablet), and every count has room above its bar, the tallest one's too.
 */
export function ApplicationsChart({ weeks }: { weeks: { week: number; count: number }[] }) {
  const t = useTranslations('dashboard');
  const format = useFormatter();
  const max = Math.max(1, ...weeks.map((w) => w.count));
  return (
    <div>
      <ol className={classes.chart} aria-label={t('chart')} data-testid="applications-chart">
        {weeks.map(({ week, count }) => {
          const date = format.dateTime(new Date(week), { day: 'numeric', month: 'short' });
          return (
            <li key={week} className={classes.chartWeek} data-testid="chart-week">
              <span className={classes.visuallyHidden}>{t('chartLabel', { count, date })}</span>
              <span className={classes.chartPlot} aria-hidden="true">
                <span className={classes.chartCount} data-testid="chart-count">
                  {count || ''}
                </span>
                <span className={classes.chartBar} style={{ '--share': count / max } as CSSProperties} />
              </span>
              <span className={classes.chartDate} aria-hidden="true">
                {date}
              </span>
            </li>
          );
        })}
      </ol>
      {/* With none sent yet, the line says what the chart will count and how, rather than "0". */}
      <p className={classes.small} data-testid="chart-total">
        {t('total', { count: weeks.reduce((sum, w) => sum + w.count, 0), weeks: weeks.length })}
      </p>
    </div>
  );
}
