'use client';

// Mantine's date input and time picker, with their popover's styles; loaded with the drawer only.
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/dates/styles.css';
import { DateInput, DatesProvider, TimePicker } from '@mantine/dates';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import 'dayjs/locale/es';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { TLocale } from '~/domain/locale';
import { useLabelLocale } from '../jobs/label-locale';

// A typed date is read in the interface language's order (docs/product-rules.md §3.5).
dayjs.extend(customParseFormat);

/** How each interface language writes a day and a time: Spanish day first and 24 hours, English month first and 12 hours. */
const PLANNED_FORMATS: Record<TLocale, { day: string; time: '24h' | '12h'; firstDayOfWeek: 0 | 1 }> = {
  en: { day: 'MM/DD/YYYY', time: '12h', firstDayOfWeek: 0 },
  es: { day: 'DD/MM/YYYY', time: '24h', firstDayOfWeek: 1 },
};

/** The calendar's month and day names, and the first day of its weeks, in the interface language. */
export function PlannedDates({ children }: { children: ReactNode }) {
  const locale = useLabelLocale();
  return <DatesProvider settings={{ locale, firstDayOfWeek: PLANNED_FORMATS[locale].firstDayOfWeek }}>{children}</DatesProvider>;
}

/**
 * A planned day (`YYYY-MM-DD`, or empty), typed in the interface language's order or picked from a
 * calendar in its words; the browser's own language plays no part (a native date field follows it).
 */
export function DayField({ label, value, onChange, testId }: { label: string; value: string; onChange: (day: string) => void; testId: string }) {
  const t = useTranslations('applications');
  const locale = useLabelLocale();
  return (
    <DateInput
      label={label}
      value={value || null}
      onChange={(day) => onChange(day ?? '')}
      valueFormat={PLANNED_FORMATS[locale].day}
      placeholder={t('dayPlaceholder')}
      clearable
      clearButtonProps={{ 'aria-label': t('clearDay', { field: label }) }}
      data-testid={testId}
    />
  );
}

/** A time of day (`HH:mm`, or empty): 24 hours in Spanish, 12 with AM/PM in English. */
export function TimeField({ label, value, onChange, disabled, testId }: { label: string; value: string; onChange: (time: string) => void; disabled: boolean; testId: string }) {
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
