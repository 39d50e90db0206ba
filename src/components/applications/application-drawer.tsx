'use client';

import { useFormatter, useTimeZone, useTranslations } from 'next-intl';
import { DEFAULT_TIME_ZONE } from '~/domain/time-zone';
import { dayAndTimeIn, dayInput, dayStart, instantIn } from '~/domain/planned-time';
import { useId, useState } from 'react';
import { CONTACT_MAX, NOTES_MAX, SALARY_MAX, type TShownApplication } from '~/domain/applications';
import { ConfirmDelete } from '../documents/confirm-delete';
import { useErrorMessage } from '../errors/use-error-message';
import { tooLongInput } from '~/domain/error-message';
import { useLengthLimit } from '../length-limit';
import { PartWhenReady, preloadedPart } from '../lazy-part';
import { Alert, Badge, Button } from '../ui/controls';
import { Textarea, TextInput as LimitedInput } from '../ui/inputs';
import { Anchor, Group, Stack, Text, Title } from '../ui/layout';
import { SideSheet } from '../ui/side-sheet';
import { useLabelLocale } from '../jobs/label-locale';
import { useApplicationUpdate } from './use-applications';
import { useStatusLabel } from './status-label';
import { CalendarLinks } from './calendar-links';
import classes from './application-drawer.module.css';

/**
 * The planned dates' fields (Mantine's date input and time picker, and Mantine's runtime with them)
 * come a moment after the drawer: the click that opens it waits for none of that code.
 */
const plannedPart = preloadedPart(() => import('./planned-fields').then((module) => module.PlannedDateFields));

/** The person's own details of an application, as the form holds them (dates as `YYYY-MM-DD`, the interview's time as `HH:MM` or empty). */
type TDraft = { notes: string; contact: string; salary: string; interview: string; interviewTime: string; followUp: string };

/**
 * A planned date is a calendar day: stored as its UTC midnight, shown and edited as that day. An
 * interview with a time is edited as the day and time its moment is in the person's time zone.
 */
const draftOf = (application: TShownApplication, timeZone: string): TDraft => {
  const moment = application.interview_time_at != null ? dayAndTimeIn(application.interview_time_at, timeZone) : null;
  return {
    notes: application.notes ?? '',
    contact: application.contact ?? '',
    salary: application.salary ?? '',
    interview: moment?.day ?? dayInput(application.interview_at),
    interviewTime: moment?.time ?? '',
    followUp: dayInput(application.follow_up_at),
  };
};

const isSameDraft = (a: TDraft, b: TDraft) => (Object.keys(a) as (keyof TDraft)[]).every((key) => a[key] === b[key]);

/** The details with a character limit (docs/product-rules.md §3.5), each with its label key, in the order of the form. */
const LIMITED = [
  { key: 'contact', max: CONTACT_MAX, label: 'contact', isTrimmed: true },
  { key: 'salary', max: SALARY_MAX, label: 'salary', isTrimmed: true },
  { key: 'notes', max: NOTES_MAX, label: 'notes', isTrimmed: false },
] as const;

/**
 * Notes, contact, salary and the planned dates of one application, saved together on demand. Each
 * text shows its count; a text beyond its limit is refused with its own message, never cut (docs/product-rules.md §9.3).
 */
function DetailsForm({ application, draft, onDraft }: { application: TShownApplication; draft: TDraft; onDraft: (draft: TDraft) => void }) {
  const t = useTranslations('applications');
  const timeZone = useTimeZone() ?? DEFAULT_TIME_ZONE;
  const update = useApplicationUpdate();
  const errorText = useErrorMessage();
  const limit = useLengthLimit();
  const id = useId();
  const saved = draftOf(application, timeZone);
  const isDirty = !isSameDraft(draft, saved);
  const field = (key: keyof TDraft) => ({ value: draft[key], onChange: (event: { currentTarget: { value: string } }) => onDraft({ ...draft, [key]: event.currentTarget.value }) });
  const limits = Object.fromEntries(LIMITED.map(({ key, max, isTrimmed }) => [key, limit(draft[key], max, { isTrimmed })])) as Record<
    (typeof LIMITED)[number]['key'],
    ReturnType<typeof limit>
  >;
  const limited = (key: (typeof LIMITED)[number]['key']) => ({ id: `${id}-${key}`, count: limits[key].count, error: limits[key].error, ...field(key) });
  const save = () => {
    const over = LIMITED.find(({ key }) => limits[key].isOver);
    if (over) {
      document.getElementById(`${id}-${over.key}`)?.focus();
      document.getElementById(`${id}-${over.key}-error`)?.scrollIntoView({ block: 'nearest' });
      return;
    }
    update.mutate({
      job_url: application.job_url,
      notes: draft.notes,
      contact: draft.contact.trim() || null,
      salary: draft.salary.trim() || null,
      interview_at: dayStart(draft.interview),
      interview_time_at: draft.interview && draft.interviewTime ? instantIn(draft.interview, draft.interviewTime, timeZone) : null,
      follow_up_at: dayStart(draft.followUp),
    });
  };
  const refusedText = () => {
    const tooLong = tooLongInput(update.error);
    const shown = LIMITED.find(({ key }) => key === tooLong?.path);
    if (shown && tooLong) return t('detailTooLong', { field: t(shown.label), max: tooLong.max });
    return update.error?.data?.appCode === 'BAD_INPUT' ? errorText(update.error, 'generic') : t('updateFailed');
  };
  return (
    <Stack gap="sm">
      <PartWhenReady part={plannedPart} fallback={<PlannedPlaceholder />} value={draft} onChange={(planned) => onDraft({ ...draft, ...planned })} />
      <CalendarLinks application={application} />
      <LimitedInput label={t('contact')} description={t('contactHelp')} {...limited('contact')} />
      <LimitedInput label={t('salary')} {...limited('salary')} />
      <Textarea label={t('notes')} minRows={3} maxRows={10} {...limited('notes')} data-testid="notes" />
      {update.isSuccess && !isDirty ? (
        <Alert color="teal" role="status">
          {t('detailsSaved')}
        </Alert>
      ) : null}
      {update.isError ? (
        <Alert color="red" role="alert" data-testid="details-error">
          {refusedText()}
        </Alert>
      ) : null}
      <Button onClick={save} loading={update.isPending} disabled={!isDirty} style={{ width: 'fit-content' }}>
        {t('saveDetails')}
      </Button>
    </Stack>
  );
}

/** Archive (kept, out of the way) or delete (with Undo for a while, offered by the page), each from the drawer. */
function ApplicationActions({ application, onDelete }: { application: TShownApplication; onDelete: () => void }) {
  const t = useTranslations('applications');
  const update = useApplicationUpdate();
  const [isAsking, setAsking] = useState<'archive' | null>(null);
  const isArchived = !!application.archived_at;
  const job = application.title || application.job_url;
  return (
    <>
      <Group gap="sm">
        {/* Restoring needs no question; archiving asks first; deleting can be undone from its notice. */}
        <Button variant="default" onClick={() => (isArchived ? update.mutate({ job_url: application.job_url, archived: false }) : setAsking('archive'))} loading={update.isPending}>
          {isArchived ? t('unarchive') : t('archive')}
        </Button>
        <Button variant="subtle" color="red" onClick={onDelete}>
          {t('delete')}
        </Button>
      </Group>
      <ConfirmDelete
        opened={isAsking === 'archive'}
        title={t('archiveTitle')}
        body={t('archiveBody', { job })}
        confirm={t('archive')}
        confirmColor="orange"
        isInPlace
        isPending={update.isPending}
        error={update.isError ? { title: t('updateFailed'), text: t('tryAgain') } : null}
        onConfirm={() => update.mutate({ job_url: application.job_url, archived: true }, { onSuccess: () => setAsking(null) })}
        onCancel={() => {
          update.reset();
          setAsking(null);
        }}
      />
    </>
  );
}

/**
 * One application: where it stands, its planned dates, contact, salary and notes, its status
 * history, and archive or delete. Closing with unsaved changes asks first.
 */
export function ApplicationDrawer({
  application,
  onClose,
  onDelete,
}: {
  application: TShownApplication | null;
  onClose: () => void;
  onDelete: (application: TShownApplication) => void;
}) {
  const t = useTranslations('applications');
  const timeZone = useTimeZone() ?? DEFAULT_TIME_ZONE;
  const format = useFormatter();
  const locale = useLabelLocale();
  const [draft, setDraft] = useState<{ jobUrl: string; values: TDraft } | null>(null);
  const [isLeaving, setLeaving] = useState(false);
  // A different application starts from its stored details; refreshed data never overwrites typing.
  if (application && draft?.jobUrl !== application.job_url) setDraft({ jobUrl: application.job_url, values: draftOf(application, timeZone) });
  const values = application && draft?.jobUrl === application.job_url ? draft.values : null;
  const isDirty = !!application && !!values && !isSameDraft(values, draftOf(application, timeZone));
  const close = () => {
    setLeaving(false);
    setDraft(null);
    onClose();
  };
  const label = useStatusLabel();
  // When the person applied: a moment, so their own day in their time zone.
  const day = (ms: number) => format.dateTime(new Date(ms), { dateStyle: 'medium' });
  const history = [...(application?.history ?? [])].reverse();
  return (
    <SideSheet opened={!!application} onClose={() => (isDirty ? setLeaving(true) : close())} title={application?.title || t('untitled')} closeLabel={t('closeDetails')}>
      {application && values ? (
        <Stack gap="md" data-testid="application-drawer">
          <Group gap="xs">
            <Badge variant="light" color="orange">
              {label(application.status)}
            </Badge>
            {application.archived_at ? (
              <Badge variant="light" color="gray">
                {t('archived')}
              </Badge>
            ) : null}
            {application.applied_at ? (
              <Text size="sm" data-testid="applied-on">
                {t('appliedOn', { date: day(application.applied_at) })}
              </Text>
            ) : null}
          </Group>
          <Text size="sm">{[application.company, application.placeLabels?.[locale] ?? application.location].filter(Boolean).join(' · ')}</Text>
          <Anchor href={application.job_url} target="_blank" rel="noopener noreferrer" size="sm">
            {t('viewPosting')}
          </Anchor>
          <DetailsForm application={application} draft={values} onDraft={(next) => setDraft({ jobUrl: application.job_url, values: next })} />
          <Title order={3} fz="md">
            {t('history')}
          </Title>
          <ol className={classes.history} data-testid="status-history">
            {history.map((change, index) => (
              <li key={`${change.status}-${change.at}`} className={classes.change} data-current={index === 0 || undefined}>
                <Text size="sm" fw={500} data-testid="history-status">
                  {label(change.status)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('changedOn', { status: label(change.status), date: format.dateTime(new Date(change.at), { dateStyle: 'medium', timeStyle: 'short' }) })}
                </Text>
              </li>
            ))}
          </ol>
          <ApplicationActions
            application={application}
            onDelete={() => {
              setLeaving(false);
              setDraft(null);
              onDelete(application);
            }}
          />
        </Stack>
      ) : null}
      <ConfirmDelete
        opened={isLeaving}
        title={t('unsavedTitle')}
        body={t('unsavedBody')}
        confirm={t('discard')}
        isInPlace
        isPending={false}
        error={null}
        onConfirm={close}
        onCancel={() => setLeaving(false)}
      />
    </SideSheet>
  );
}

/**
 * While the planned fields' code comes: their labels in place, and boxes the size of the fields,
 * so nothing below them moves when they arrive.
 */
function PlannedPlaceholder() {
  const t = useTranslations('applications');
  return (
    <div className={classes.planned} aria-busy="true">
      {[t('interviewOn'), t('interviewTime'), t('followUpOn')].map((label) => (
        <div key={label}>
          <Text size="sm" fw={500}>
            {label}
          </Text>
          <div className={classes.fieldBox} />
        </div>
      ))}
    </div>
  );
}
