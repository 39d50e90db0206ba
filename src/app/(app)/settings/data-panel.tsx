'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { TDeleteAccountProps } from '~/components/account/delete-account-dialog';
import { lazyPart } from '~/components/lazy-part';
import { Alert, Button } from '~/components/ui/controls';
import { Card, Group, Stack, Text, Title } from '~/components/ui/layout';
import { useLatch } from '~/components/use-latch';
import type { TAccountCsvLabels } from '~/domain/account-csv';
import { api } from '~/trpc/react';

const DeleteAccountModal = lazyPart(() => import('~/components/account/delete-account-dialog').then((module) => module.DeleteAccountModal));

function DeleteAccount(props: TDeleteAccountProps) {
  return useLatch(props.opened) ? <DeleteAccountModal {...props} /> : null;
}

/** The CSV's words in the reader's language. */
function useCsvLabels(): TAccountCsvLabels {
  const t = useTranslations('accountData.csv');
  const columns = useTranslations('applications.csv.columns');
  const statuses = useTranslations('applications.status');
  // A status Rumbo knows in the reader's language, any other as the API sent it.
  const status = (value: string) => (statuses.has(value as Parameters<typeof statuses>[0]) ? statuses(value as Parameters<typeof statuses>[0]) : value);
  const columnNames = new Set(['job_url', 'title', 'company', 'location', 'applied', 'updated', 'interview', 'follow_up', 'contact', 'salary', 'notes']);
  return {
    header: [t('record'), t('field'), t('value')],
    record: (record, n) => t(`records.${record}`, { n: n ?? 0 }),
    field: (field) =>
      columnNames.has(field) ? columns(field as Parameters<typeof columns>[0]) : t(`fields.${field as Exclude<typeof field, 'job_url'>}` as Parameters<typeof t>[0]),
    status,
    // A code Rumbo knows in the reader's words, any other (a payments provider's new status, say) as stored.
    code: (kind, value) => {
      const key = `codes.${kind}.${value}` as Parameters<typeof t>[0];
      return t.has(key) ? t(key) : value;
    },
    yes: t('yes'),
    no: t('no'),
  };
}

/** How long one read of the person's data serves both downloads. */
const EXPORT_REUSE_MS = 30_000;

/** /settings: download everything Rumbo keeps about the person (JSON or CSV), and delete the account. */
export function DataPanel() {
  const t = useTranslations('accountData');
  const email = api.user.me.useQuery().data?.email ?? '';
  const locale = useLocale();
  const labels = useCsvLabels();
  const utils = api.useUtils();
  const [downloading, setDownloading] = useState<'json' | 'csv' | null>(null);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const [isDeleting, setDeleting] = useState(false);
  async function download(format: 'json' | 'csv') {
    setDownloading(format);
    setDownloadFailed(false);
    try {
      // The files' code comes with the first download asked for, not with the page.
      const [data, { downloadFile, fileDate }, { accountCsv }, { CSV_SEPARATORS }] = await Promise.all([
        // Read now, except right after the other format's download: reusing that read keeps the
        // second file within the click's user activation, which browsers require for a second download.
        utils.user.exportData.fetch(undefined, { staleTime: EXPORT_REUSE_MS }),
        import('~/components/download'),
        import('~/domain/account-csv'),
        import('~/domain/applications-csv'),
      ]);
      const name = t('fileName', { date: fileDate(), ext: format });
      if (format === 'json') downloadFile(name, `${JSON.stringify(data, null, 2)}\n`, 'application/json');
      // The byte-order mark makes spreadsheets read the file as UTF-8.
      else downloadFile(name, `\uFEFF${accountCsv(data, labels, locale === 'es' ? CSV_SEPARATORS.es : CSV_SEPARATORS.en)}`, 'text/csv;charset=utf-8');
    } catch {
      setDownloadFailed(true);
    } finally {
      setDownloading(null);
    }
  }

  return (
    <Card component="section" aria-labelledby="data-title" data-testid="data-panel">
      <Stack gap="md">
        <Title order={2} fz="h3" id="data-title">
          {t('title')}
        </Title>
        <Text size="sm">{t('lead')}</Text>
        <Group gap="sm">
          <Button variant="light" onClick={() => void download('json')} loading={downloading === 'json'} disabled={downloading !== null}>
            {t('downloadJson')}
          </Button>
          <Button variant="light" onClick={() => void download('csv')} loading={downloading === 'csv'} disabled={downloading !== null}>
            {t('downloadCsv')}
          </Button>
        </Group>
        {downloadFailed ? (
          <Alert color="red" role="alert">
            {t('downloadFailed')}
          </Alert>
        ) : null}
        <Title order={3} fz="h4">
          {t('deleteTitle')}
        </Title>
        <Text size="sm">{t('deleteLead')}</Text>
        <Group>
          <Button color="red" variant="outline" onClick={() => setDeleting(true)}>
            {t('deleteButton')}
          </Button>
        </Group>
      </Stack>
      <DeleteAccount opened={isDeleting} email={email} onCancel={() => setDeleting(false)} />
    </Card>
  );
}
