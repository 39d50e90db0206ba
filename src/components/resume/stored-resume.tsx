'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { Form } from '~/components/ui/form';
import { Textarea } from '~/components/ui/inputs';
import { useEarlyText } from '~/components/ui/typed-early';
import { Card, Group, Stack, Text, Title } from '~/components/ui/layout';
import { Alert, Button, Loader } from '~/components/ui/controls';
import { UPLOAD_LIMITS } from '~/domain/resume-matching';
import { api } from '~/trpc/react';
import { DataError } from '../data/data-error';
import { useErrorMessage } from '../errors/use-error-message';
import { useLengthLimit } from '../length-limit';
import { BELOW_NAV } from './layout';
import { PDF_INPUT_ID } from './pdf-drop-zone';

/** No resume yet: what the resume is for, and the way to the upload. */
function EmptyState() {
  const t = useTranslations('resume.stored');
  return (
    <Alert color="orange" title={t('emptyTitle')} data-testid="resume-empty">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('emptyBody')}</Text>
        <Button size="xs" variant="outline" color="orange.8" onClick={() => document.getElementById(PDF_INPUT_ID)?.focus()}>
          {t('emptyAction')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** The stored resume text (docs/product-rules.md §3): edit, count, save; a draft is dropped when the stored text changes under it. */
export function StoredResume() {
  const t = useTranslations('resume.stored');
  const format = useFormatter();
  const errorText = useErrorMessage();
  const countId = useId();
  const fieldId = useId();
  const lengthLimit = useLengthLimit();
  const utils = api.useUtils();
  const stored = api.resume.get.useQuery();
  // The draft remembers which stored text it was typed over, so saving the text of an upload replaces it.
  const [draft, setDraft] = useState<{ base: string; text: string } | null>(null);
  const save = api.resume.save.useMutation({
    onSuccess: (saved) => {
      setDraft(null);
      utils.resume.get.setData(undefined, saved);
      // Personalised matches are ranked by the stored resume.
      void utils.jobs.matches.invalidate();
    },
  });
  const storedText = stored.data?.resume_text ?? '';
  const text = draft && draft.base === storedText ? draft.text : storedText;
  // Typed over the stored text before the page's code ran (a slow phone): kept as the draft.
  useEarlyText(fieldId, text, (typed) => setDraft({ base: storedText, text: typed }));
  if (stored.isError) return <DataError error={stored.error} resource="data" onRetry={() => void stored.refetch()} />;
  if (!stored.data) return <Loader size="sm" role="status" aria-label={t('title')} />;

  const isChanged = text !== storedText;
  const limit = lengthLimit(text, UPLOAD_LIMITS.resumeTextMax);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Beyond the limit the text is refused, never cut (docs/product-rules.md §9.3): its message is under the field.
    if (limit.isOver) document.getElementById(fieldId)?.focus();
    else save.mutate({ resume_text: text });
  };
  return (
    <Card component="section" aria-labelledby="stored-resume-title">
      <Form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} fz="h3" id="stored-resume-title" style={BELOW_NAV}>
            {t('title')}
          </Title>
          <Text size="sm">{t('lead')}</Text>
          {stored.data.hasResume ? null : <EmptyState />}
          <Textarea
            label={t('label')}
            value={text}
            onChange={(event) => {
              save.reset();
              setDraft({ base: storedText, text: event.currentTarget.value });
            }}
            id={fieldId}
            error={limit.error}
            minRows={8}
            maxRows={18}
            aria-describedby={countId}
            data-testid="stored-resume-text"
            style={{ fontFamily: 'inherit' }}
          />
          <Group justify="space-between" gap="sm">
            <Text size="sm" id={countId} data-testid="resume-count" c={limit.isOver ? 'red.8' : undefined}>
              {t('count', { count: format.number(text.length), max: format.number(UPLOAD_LIMITS.resumeTextMax) })}
            </Text>
            <Button type="submit" loading={save.isPending} disabled={!isChanged}>
              {t('save')}
            </Button>
          </Group>
          {/* Present before anything is saved, so the confirmation is announced when it appears. */}
          <div role="status" aria-live="polite">
            {save.isSuccess && !isChanged ? (
              <Alert color="teal" role="none" style={{ paddingBlock: 'var(--mantine-spacing-xs)' }} data-testid="resume-saved">
                {t('saved')}
              </Alert>
            ) : null}
          </div>
          {save.isError ? (
            <Alert color="red" title={t('saveFailed')} style={{ paddingBlock: 'var(--mantine-spacing-xs)' }} data-testid="resume-save-error">
              {errorText(save.error, 'resume')}
            </Alert>
          ) : null}
        </Stack>
      </Form>
    </Card>
  );
}
