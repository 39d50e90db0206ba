'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { ExportApplicationsButton } from '../applications/export-button';
import { Group, Text } from '../ui/layout';
import { Loader } from '../ui/controls';
import { DataError } from '../data/data-error';
import { useTracking } from '../jobs/use-tracking';
import { DocumentCard } from './document-card';
import { EmptyState } from './empty-state';

/** The person's applications as a document: how many, and the same CSV export as /applications. */
export function ApplicationsCard() {
  const t = useTranslations('documents.applications');
  const format = useFormatter();
  const { applications } = useTracking();
  const body = () => {
    if (applications.isError) return <DataError error={applications.error} resource="applications" onRetry={() => void applications.refetch()} />;
    if (!applications.data) return <Loader size="sm" role="status" aria-label={t('title')} />;
    if (!applications.data.length) return <EmptyState text={t('empty')} action={t('emptyAction')} href="/matches" testId="applications-empty" />;
    return (
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t('count', { count: format.number(applications.data.length) })}</Text>
        <ExportApplicationsButton applications={applications.data} />
      </Group>
    );
  };
  return (
    <DocumentCard title={t('title')} testId="documents-applications">
      {body()}
    </DocumentCard>
  );
}
