'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { BRAND } from '~/theme-values';
import classes from './dashboard-panels.module.css';

/** Applications per week as bars; each bar is labelled for screen readers. */
export function ApplicationsChart({ weeks }: { weeks: { week: number; count: number }[] }) {
  const t = useTranslations('dashboard');
  const format = useFormatter();
  const max = Math.max(1, ...weeks.map((w) => w.count));
  const width = 40;
  const height = 120;
  return (
    <div>
      <svg viewBox={`0 0 ${weeks.length * width} ${height + 24}`} width="100%" role="img" aria-label={t('chart')} data-testid="applications-chart">
        {weeks.map(({ week, count }, i) => {
          const barHeight = (count / max) * height;
          const date = format.dateTime(new Date(week), { day: 'numeric', month: 'short' });
          return (
            <g key={week}>
              <title>{t('chartLabel', { count, date })}</title>
              <rect x={i * width + 6} y={height - barHeight} width={width - 12} height={barHeight} rx={3} fill={BRAND.orange} />
              <text x={i * width + width / 2} y={height + 16} fontSize="10" textAnchor="middle" fill="currentColor">
                {date}
              </text>
              {count ? (
                <text x={i * width + width / 2} y={height - barHeight - 4} fontSize="10" textAnchor="middle" fill="currentColor">
                  {count}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <p className={classes.small}>{t('total', { count: weeks.reduce((sum, w) => sum + w.count, 0) })}</p>
    </div>
  );
}
