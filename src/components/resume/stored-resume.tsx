'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { PlainTextarea } from '~/components/plain/inputs';
import { PlainCard, PlainGroup, PlainStack, PlainText, PlainTitle } from '~/components/plain/layout';
import { PlainAlert, PlainButton, PlainLoader } from '~/components/plain/mantine-markup';
import { UPLOAD_LIMITS } from '~/domain/resume-matching';
import { api } from '~/trpc/react';
import { DataError } from '../data/data-error';
import { useErrorMessage } from '../errors/use-error-message';
import { BELOW_NAV } from './layout';
import { PDF_INPUT_ID } from './pdf-drop-zone';
import '~/components/form-css';

/** No resume yet: what the resume is for, and the way to the upload. */
function EmptyState() {
  const t = useTranslations('resume.stored');
  return (
    <PlainAlert color="orange" title={t('emptyTitle')} data-testid="resume-empty">
      <PlainStack gap="xs" align="flex-start">
        <PlainText size="sm">{t('emptyBody')}</PlainText>
        <PlainButton size="xs" variant="outline" color="orange.8" onClick={() => document.getElementById(PDF_INPUT_ID)?.focus()}>
          {t('emptyAction')}
        </PlainButton>
      </PlainStack>
    </PlainAlert>
  );
}

/** The stored resume text (docs/product-rules.md §3): edit, count, save; a draft is dropped when the stored text changes under it. */
export function StoredResume() {
  const t = useTranslations('resume.stored');
  const format = useFormatter();
  const errorText = useErrorMessage();
  const countId = useId();
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
  if (stored.isError) return <DataError error={stored.error} resource="data" onRetry={() => void stored.refetch()} />;
  if (!stored.data) return <PlainLoader size="sm" role="status" aria-label={t('title')} />;

  const storedText = stored.data.resume_text;
  const text = draft && draft.base === storedText ? draft.text : storedText;
  const isChanged = text !== storedText;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ resume_text: text });
  };
  return (
    <PlainCard component="section" aria-labelledby="stored-resume-title">
      <form onSubmit={submit} noValidate>
        <PlainStack gap="sm">
          <PlainTitle order={2} fz="h3" id="stored-resume-title" style={BELOW_NAV}>
            {t('title')}
          </PlainTitle>
          <PlainText size="sm">{t('lead')}</PlainText>
          {stored.data.hasResume ? null : <EmptyState />}
          <PlainTextarea
            label={t('label')}
            value={text}
            onChange={(event) => {
              save.reset();
              setDraft({ base: storedText, text: event.currentTarget.value });
            }}
            maxLength={UPLOAD_LIMITS.resumeTextMax}
            minRows={8}
            maxRows={18}
            aria-describedby={countId}
            data-testid="stored-resume-text"
            style={{ fontFamily: 'inherit' }}
          />
          <PlainGroup justify="space-between" gap="sm">
            <PlainText size="sm" id={countId} data-testid="resume-count">
              {t('count', { count: format.number(text.length), max: format.number(UPLOAD_LIMITS.resumeTextMax) })}
            </PlainText>
            <PlainButton type="submit" loading={save.isPending} disabled={!isChanged}>
              {t('save')}
            </PlainButton>
          </PlainGroup>
          {/* Present before anything is saved, so the confirmation is announced when it appears. */}
          <div role="status" aria-live="polite">
            {save.isSuccess && !isChanged ? (
              <PlainAlert color="teal" role="none" style={{ paddingBlock: 'var(--mantine-spacing-xs)' }} data-testid="resume-saved">
                {t('saved')}
              </PlainAlert>
            ) : null}
          </div>
          {save.isError ? (
            <PlainAlert color="red" title={t('saveFailed')} style={{ paddingBlock: 'var(--mantine-spacing-xs)' }} data-testid="resume-save-error">
              {errorText(save.error, 'resume')}
            </PlainAlert>
          ) : null}
        </PlainStack>
      </form>
    </PlainCard>
  );
}
