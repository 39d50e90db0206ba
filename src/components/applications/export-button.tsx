'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { TApplication } from '~/domain/applications';
import { applicationsCsv, CSV_SEPARATORS } from '~/domain/applications-csv';
import { useStatusLabel } from './status-label';
import { downloadFile, fileDate } from '../download';
import { Button } from '../ui/controls';

/** The CSV export of `applications`, with the header, statuses and file name in the reader's language. */
export function ExportApplicationsButton({ applications, label }: { applications: TApplication[]; label?: string }) {
  const t = useTranslations('applications');
  const status = useStatusLabel();
  const separator = useLocale() === 'es' ? CSV_SEPARATORS.es : CSV_SEPARATORS.en;
  const exportCsv = () => {
    const csv = applicationsCsv(applications, { column: (column) => t(`csv.columns.${column}`), status }, separator);
    // The byte-order mark makes spreadsheets read the file as UTF-8 (accents in Spanish places and notes).
    downloadFile(t('csv.fileName', { date: fileDate() }), `\uFEFF${csv}`, 'text/csv;charset=utf-8');
  };
  return (
    <Button variant="light" disabled={!applications.length} onClick={exportCsv}>
      {label ?? t('export')}
    </Button>
  );
}
