'use client';

import { Alert, Button, Group, Modal, Radio, Stack } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { TITLE_MAX } from '~/domain/applications';
import type { TPrefill } from '~/domain/extension';
import { ZOutsideJob } from '~/domain/applications-schema';
import { api } from '~/trpc/react';
import { useErrorMessage } from '../errors/use-error-message';
import { useLengthLimit } from '../length-limit';
import { Form } from '../ui/form';
import { TextInput as LimitedInput } from '../ui/inputs';
import { withMantineScope } from '../providers/mantine-scope';
import '~/components/form-css';
import '~/components/dialog-css';
import '@mantine/core/styles/Radio.css';

const EMPTY = { job_url: '', title: '', company: '', location: '', status: 'SAVED' as 'SAVED' | 'APPLIED' };
type TField = 'job_url' | 'title' | 'company' | 'location';

/**
 * A job found outside Rumbo, added by hand: its address, title, company and place, saved for later
 * or marked applied. The fields are checked here with the server's own rules before sending.
 */
function AddJobDialog({ opened, onClose, onAdded, initial }: { opened: boolean; onClose: () => void; onAdded: (jobUrl: string) => void; initial?: TPrefill }) {
  const t = useTranslations('applications');
  const errorText = useErrorMessage();
  const lengthLimit = useLengthLimit();
  const utils = api.useUtils();
  const [values, setValues] = useState({ ...EMPTY, ...initial });
  const [problems, setProblems] = useState<Partial<Record<TField, string>>>({});
  const add = api.applications.add.useMutation({
    onSuccess: (application) => {
      void utils.applications.list.invalidate();
      setValues(EMPTY);
      onAdded(application.job_url);
    },
  });
  const field = (name: TField) => ({
    value: values[name],
    error: problems[name],
    onChange: (event: { currentTarget: { value: string } }) => setValues({ ...values, [name]: event.currentTarget.value }),
  });
  // Each text shows its count and is refused beyond its limit as it is typed, never cut (docs/product-rules.md §9.3).
  const limited = (name: 'title' | 'company' | 'location') => {
    const limit = lengthLimit(values[name], TITLE_MAX, { isTrimmed: true });
    return { ...field(name), count: limit.count, error: problems[name] ?? limit.error };
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = ZOutsideJob.safeParse({ ...values, location: values.location || undefined });
    if (!checked.success) {
      // The first problem of each field, in the reader's language.
      const found: Partial<Record<TField, string>> = {};
      for (const issue of checked.error.issues) {
        const name = issue.path[0] as TField;
        found[name] ??= t(name === 'job_url' ? 'addErrors.url' : name === 'title' ? 'addErrors.title' : name === 'company' ? 'addErrors.company' : 'addErrors.location');
      }
      return setProblems(found);
    }
    setProblems({});
    add.mutate(checked.data);
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('addTitle')} centered>
      <Form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <LimitedInput label={t('addUrl')} placeholder="https://" type="url" required {...field('job_url')} />
          <LimitedInput label={t('addJobTitle')} required {...limited('title')} />
          <LimitedInput label={t('company')} required {...limited('company')} />
          <LimitedInput label={t('addLocation')} {...limited('location')} />
          <Radio.Group label={t('statusLabel')} value={values.status} onChange={(status) => setValues({ ...values, status: status === 'APPLIED' ? 'APPLIED' : 'SAVED' })}>
            <Group gap="md" mt={6}>
              <Radio value="SAVED" label={t('addAsSaved')} />
              <Radio value="APPLIED" label={t('addAsApplied')} />
            </Group>
          </Radio.Group>
          {add.isError ? (
            <Alert color="red" py="xs" role="alert">
              {errorText(add.error, 'generic')}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={add.isPending}>
              {t('addSubmit')}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Modal>
  );
}

/** The add-a-job dialog (loaded on first open, with its own Mantine scope). */
export const AddJobForm = withMantineScope(AddJobDialog);
