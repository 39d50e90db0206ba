'use client';

import { useTranslations } from 'next-intl';
import { useStatusLabel } from '../applications/status-label';
import { Alert, Badge, Button } from '../ui/controls';
import { useTracking } from './use-tracking';

/** The two ways to keep a job: for later, or as an application sent. */
export type TKeepAction = 'save' | 'apply';

/** The outcome of the last action on a job, shown beside it. */
export type TTrackNotice = 'saved' | 'applied' | 'failed' | null;

/**
 * Save and Mark applied for any number of jobs on one screen: each job's status, the action under
 * way on it, and the outcome of the last action, shown on the job it acted on.
 */
export function useKeepJob() {
  const { applications, statusOf, keep, create, move } = useTracking();
  // The latest of the two mutations speaks for the job it acted on.
  const last = move.submittedAt > create.submittedAt ? move : create;
  const lastUrl = last.variables?.job_url;
  const lastAction: TKeepAction | null = last.variables?.status === 'SAVED' ? 'save' : last.variables?.status === 'APPLIED' ? 'apply' : null;
  return {
    statusOf,
    /** Until the applications are known, a job's status is not: its actions wait. */
    isReady: applications.data !== undefined,
    keep: (jobUrl: string, action: TKeepAction) => keep(jobUrl, action === 'save' ? 'SAVED' : 'APPLIED'),
    pendingFor: (jobUrl: string): TKeepAction | null => (last.isPending && lastUrl === jobUrl ? lastAction : null),
    noticeFor: (jobUrl: string): TTrackNotice => {
      if (lastUrl !== jobUrl || !lastAction) return null;
      if (last.isError) return 'failed';
      return last.isSuccess ? (lastAction === 'save' ? 'saved' : 'applied') : null;
    },
  };
}

/** A kept job's status, or Save; and Mark applied until the job is past Saved. */
export function KeepButtons({
  status,
  pending,
  isReady,
  onKeep,
}: {
  status: string | undefined;
  pending: TKeepAction | null;
  isReady: boolean;
  onKeep: (action: TKeepAction) => void;
}) {
  const t = useTranslations('jobs');
  const statusLabel = useStatusLabel();
  return (
    <>
      {status ? (
        <Badge color="teal" variant="light" size="lg" data-testid="kept-status">
          {statusLabel(status)}
        </Badge>
      ) : (
        <Button size="xs" variant="default" onClick={() => onKeep('save')} loading={pending === 'save'} disabled={!isReady || pending === 'apply'}>
          {t('save')}
        </Button>
      )}
      {!status || status === 'SAVED' ? (
        <Button size="xs" onClick={() => onKeep('apply')} loading={pending === 'apply'} disabled={!isReady || pending === 'save'}>
          {t('markApplied')}
        </Button>
      ) : null}
    </>
  );
}

const NOTICE_STYLE = { paddingBlock: 'var(--mantine-spacing-xs)' };

/** What the last Save or Mark applied did. */
export function KeepNotice({ notice }: { notice: TTrackNotice }) {
  const t = useTranslations('jobs');
  if (notice === 'failed')
    return (
      <Alert color="red" style={NOTICE_STYLE}>
        {t('trackFailed')}
      </Alert>
    );
  if (!notice) return null;
  return (
    <Alert color="teal" style={NOTICE_STYLE} data-testid="track-notice" role="status">
      {t(notice === 'saved' ? 'savedNotice' : 'appliedNotice')}
    </Alert>
  );
}
