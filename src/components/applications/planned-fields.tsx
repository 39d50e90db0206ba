'use client';

// Mantine's date input and time picker, with their popover's styles: loaded once the application
// drawer has opened, so that a click on an application does not wait for them.
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/dates/styles.css';
import '~/components/form-css';
import '~/components/mantine-parts-css';
import { SimpleGrid } from '@mantine/core';
import { DateInput, DatesProvider, TimePicker } from '@mantine/dates';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import 'dayjs/locale/es';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { TLocale } from '~/domain/locale';
import { useLabelLocale } from '../jobs/label-locale';
import { useSheetPopup } from '../ui/side-sheet';
import { withMantineScope } from '../providers/mantine-scope';

// A typed date is read in the interface language's order (docs/product-rules.md §3.5).
dayjs.extend(customParseFormat);

/** How each interface language writes a day and a time: Spanish day first and 24 hours, English month first and 12 hours. */
const PLANNED_FORMATS: Record<TLocale, { day: string; time: '24h' | '12h'; firstDayOfWeek: 0 | 1 }> = {
  en: { day: 'MM/DD/YYYY', time: '12h', firstDayOfWeek: 0 },
  es: { day: 'DD/MM/YYYY', time: '24h', firstDayOfWeek: 1 },
};

/** The calendar's month and day names, and the first day of its weeks, in the interface language. */
function PlannedDates({ children }: { children: ReactNode }) {
  const locale = useLabelLocale();
  return <DatesProvider settings={{ locale, firstDayOfWeek: PLANNED_FORMATS[locale].firstDayOfWeek }}>{children}</DatesProvider>;
}

/**
 * A planned day (`YYYY-MM-DD`, or empty), typed in the interface language's order or picked from a
 * calendar in its words; the browser's own language plays no part (a native date field follows it).
 */
function DayField({ label, value, onChange, testId }: { label: string; value: string; onChange: (day: string) => void; testId: string }) {
  const t = useTranslations('applications');
  const locale = useLabelLocale();
  const watchPopup = useSheetPopup();
  return (
    <DateInput
      label={label}
      value={value || null}
      onChange={(day) => onChange(day ?? '')}
      valueFormat={PLANNED_FORMATS[locale].day}
      placeholder={t('dayPlaceholder')}
      clearable
      clearButtonProps={{ 'aria-label': t('clearDay', { field: label }) }}
      // In place, inside the drawer's dialog: a popover at the end of the page would be out of reach.
      // Escape then closes the calendar, not the drawer.
      popoverProps={{ withinPortal: false, floatingStrategy: 'fixed', onOpen: () => watchPopup(true), onClose: () => watchPopup(false) }}
      data-testid={testId}
    />
  );
}

/** A time of day (`HH:mm`, or empty): 24 hours in Spanish, 12 with AM/PM in English. */
function TimeField({ label, value, onChange, disabled, testId }: { label: string; value: string; onChange: (time: string) => void; disabled: boolean; testId: string }) {
  const t = useTranslations('applications');
  const locale = useLabelLocale();
  return (
    <TimePicker
      label={label}
      value={value}
      onChange={onChange}
      format={PLANNED_FORMATS[locale].time}
      disabled={disabled}
      clearable
      hoursInputLabel={t('hours')}
      minutesInputLabel={t('minutes')}
      amPmInputLabel={t('amPm')}
      clearButtonProps={{ 'aria-label': t('clearDay', { field: label }) }}
      data-testid={testId}
    />
  );
}

/** The planned day and time of an interview and the day to follow up (`YYYY-MM-DD`, `HH:mm`, or empty). */
type TPlannedValues = { interview: string; interviewTime: string; followUp: string };

/** The three planned fields of an application, two to a row from the `xs` width on; the time waits for its day. */
function PlannedFields({ value, onChange }: { value: TPlannedValues; onChange: (next: TPlannedValues) => void }) {
  const t = useTranslations('applications');
  return (
    <PlannedDates>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <DayField label={t('interviewOn')} value={value.interview} onChange={(interview) => onChange({ ...value, interview })} testId="interview-date" />
        <TimeField
          label={t('interviewTime')}
          value={value.interviewTime}
          onChange={(interviewTime) => onChange({ ...value, interviewTime })}
          disabled={!value.interview}
          testId="interview-time"
        />
        <DayField label={t('followUpOn')} value={value.followUp} onChange={(followUp) => onChange({ ...value, followUp })} testId="follow-up-date" />
      </SimpleGrid>
    </PlannedDates>
  );
}

/** The planned fields with Mantine's theme around them (the drawer around them has none). */
export const PlannedDateFields = withMantineScope(PlannedFields);
