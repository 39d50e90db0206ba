'use client';

import { useTranslations } from 'next-intl';
import { useErrorMessage } from '../errors/use-error-message';
import { Alert, Button } from '../ui/controls';
import type { TDataErrorProps } from './data-error';

/** The error state of a list: its docs/product-rules.md §8 catalogue message and a retry; the list itself is not shown. */
export function DataErrorAlert({ error, resource, onRetry }: TDataErrorProps) {
  const t = useTranslations('data');
  const errorText = useErrorMessage();
  return (
    <Alert color="red" data-testid="data-error" title={errorText(error, `data.${resource}`)}>
      {onRetry ? (
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('retry')}
        </Button>
      ) : null}
    </Alert>
  );
}
