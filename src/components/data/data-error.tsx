'use client';

import { Alert, Button } from '@mantine/core';
import { useTranslations } from 'next-intl';

export type TDataResource = 'jobs' | 'applications' | 'data';

/** SPEC §8 data-provider errors: an authentication failure, else the resource's catalogue message. */
export function dataErrorKey(error: unknown, resource: TDataResource): TDataResource | 'authenticate' {
  const data = error && typeof error === 'object' ? (error as { data?: { appCode?: unknown } }).data : undefined;
  return data?.appCode === 'UNAUTHORIZED' ? 'authenticate' : resource;
}

/** The error state of a list: its catalogue message and a retry; the list itself is not shown. */
export function DataError({ error, resource, onRetry }: { error: unknown; resource: TDataResource; onRetry?: () => void }) {
  const t = useTranslations('data');
  return (
    <Alert color="red" data-testid="data-error" title={t(`errors.${dataErrorKey(error, resource)}`)}>
      {onRetry ? <Button size="xs" variant="light" color="red" onClick={onRetry}>{t('retry')}</Button> : null}
    </Alert>
  );
}
