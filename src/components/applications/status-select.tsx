'use client';

import { useTranslations } from 'next-intl';
import { NativeSelect } from '~/components/ui/native-select';
import { APPLICATION_STATUSES, isKnownStatus } from '~/domain/applications';

/** The status of one application as a select; changing it moves the application. `w`: its width in pixels (the list's column). */
export function StatusSelect({ status, label, onChange, disabled, w }: { status: string; label: string; onChange: (status: string) => void; disabled?: boolean; w?: number }) {
  const t = useTranslations('applications');
  const data: { value: string; label: string }[] = APPLICATION_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }));
  // A status this version does not know still shows as itself instead of silently changing.
  if (!isKnownStatus(status)) data.push({ value: status, label: status });
  return (
    <NativeSelect size="xs" aria-label={label} data={data} value={status} disabled={disabled} w={w} onChange={(e) => onChange(e.currentTarget.value)} data-testid="status-select" />
  );
}

/**
 * "Move to…": the other statuses, one of which moves the application there (the phone's board,
 * which shows one column, so a card cannot be dragged to another). The field rests on its prompt.
 */
export function MoveToSelect({ status, job, onChange, disabled }: { status: string; job: string; onChange: (status: string) => void; disabled?: boolean }) {
  const t = useTranslations('applications');
  const data = [{ value: '', label: t('moveTo') }, ...APPLICATION_STATUSES.filter((value) => value !== status).map((value) => ({ value, label: t(`status.${value}`) }))];
  return (
    <NativeSelect
      size="xs"
      aria-label={t('moveToLabel', { job })}
      data={data}
      value=""
      disabled={disabled}
      onChange={(e) => {
        if (e.currentTarget.value) onChange(e.currentTarget.value);
      }}
      data-testid="move-to"
    />
  );
}
