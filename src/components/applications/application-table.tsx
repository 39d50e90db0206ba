'use client';

import '@mantine/core/styles/Anchor.css';
import { useFormatter, useTranslations } from 'next-intl';
import { PlainAnchor, PlainCard, PlainGroup, PlainStack, PlainText } from '~/components/plain/layout';
import { PlainButton } from '~/components/plain/mantine-markup';
import { PlainTable, PlainTbody, PlainTd, PlainTh, PlainThead, PlainTr } from '~/components/plain/table';
import type { TShownApplication } from '~/domain/applications';
import { useLabelLocale } from '../jobs/label-locale';
import { useIsPhone } from '../providers/use-is-phone';
import { StatusSelect } from './status-select';
import '@mantine/core/styles/Table.css';

type TProps = { applications: TShownApplication[]; onMove: (jobUrl: string, status: string) => void; onOpen: (application: TShownApplication) => void; isMoving: boolean };

function useDay() {
  const format = useFormatter();
  return (ms: number | null | undefined) => (ms == null ? '' : format.dateTime(new Date(ms), { dateStyle: 'medium' }));
}

function PostingLink({ application }: { application: TShownApplication }) {
  const t = useTranslations('applications');
  return (
    <PlainAnchor href={application.job_url} target="_blank" rel="noopener noreferrer" size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
      {application.title || t('untitled')}
    </PlainAnchor>
  );
}

/** On a phone: one card per application, everything readable without a sideways scroll. */
function ApplicationCards({ applications, onMove, onOpen, isMoving }: TProps) {
  const t = useTranslations('applications');
  const day = useDay();
  const locale = useLabelLocale();
  return (
    <PlainStack gap="sm" data-testid="application-table">
      {applications.map((application) => (
        <PlainCard key={application.job_url} p="sm" data-testid="application-row" data-job-url={application.job_url}>
          <PlainStack gap={6}>
            <PostingLink application={application} />
            <PlainText size="sm">{[application.company, application.placeLabels?.[locale] ?? application.location].filter(Boolean).join(' · ')}</PlainText>
            <StatusSelect status={application.status} label={t('statusLabel')} disabled={isMoving} onChange={(next) => onMove(application.job_url, next)} />
            <PlainGroup justify="space-between" gap="xs">
              <PlainText size="xs" c="dimmed" data-testid="applied-cell">
                {application.applied_at ? t('appliedOn', { date: day(application.applied_at) }) : ''}
              </PlainText>
              <PlainButton size="xs" variant="light" onClick={() => onOpen(application)}>
                {t('details')}
              </PlainButton>
            </PlainGroup>
          </PlainStack>
        </PlainCard>
      ))}
    </PlainStack>
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
      <div className="mantine-hidden-from-sm">{isPhone !== false ? <ApplicationCards {...props} /> : null}</div>
      <div className="mantine-visible-from-sm">{isPhone !== true ? <ApplicationRows {...props} /> : null}</div>
    </>
  );
}

function ApplicationRows({ applications, onMove, onOpen, isMoving }: TProps) {
  const t = useTranslations('applications');
  const day = useDay();
  return (
    <PlainTable data-testid="application-table">
      <PlainThead>
        <PlainTr>
          <PlainTh>{t('job')}</PlainTh>
          <PlainTh>{t('company')}</PlainTh>
          <PlainTh>{t('statusLabel')}</PlainTh>
          <PlainTh>{t('applied')}</PlainTh>
          <PlainTh>{t('updated')}</PlainTh>
          <PlainTh />
        </PlainTr>
      </PlainThead>
      <PlainTbody>
        {applications.map((application) => (
          <PlainTr key={application.job_url} data-testid="application-row" data-job-url={application.job_url}>
            <PlainTd>
              <PostingLink application={application} />
            </PlainTd>
            <PlainTd>
              <PlainText size="sm">{application.company}</PlainText>
            </PlainTd>
            <PlainTd>
              <StatusSelect status={application.status} label={t('statusLabel')} disabled={isMoving} onChange={(next) => onMove(application.job_url, next)} />
            </PlainTd>
            <PlainTd data-testid="applied-cell">
              <PlainText size="sm">{day(application.applied_at)}</PlainText>
            </PlainTd>
            <PlainTd>
              <PlainText size="sm">{day(application.updated_at)}</PlainText>
            </PlainTd>
            <PlainTd>
              <PlainButton size="xs" variant="subtle" onClick={() => onOpen(application)}>
                {t('details')}
              </PlainButton>
            </PlainTd>
          </PlainTr>
        ))}
      </PlainTbody>
    </PlainTable>
  );
}
