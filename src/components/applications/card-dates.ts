'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { TApplication } from '~/domain/applications';
import { interviewShown } from '~/domain/planned-time';

/**
 * The dates a card shows, in the person's language and time zone: when it was saved (still in
 * Saved) or applied, and the interview when one is planned, with its time when it has one. An
 * interview day without a time is the calendar day it was entered as.
 */
export function useCardDates() {
  const t = useTranslations('applications');
  const format = useFormatter();
  const day = (ms: number) => format.dateTime(new Date(ms), { dateStyle: 'medium' });
  const interviewDate = (application: Pick<TApplication, 'interview_at' | 'interview_time_at'>): string => {
    const shown = interviewShown(application);
    if (!shown) return '';
    return shown.hasTime
      ? format.dateTime(new Date(shown.at), { dateStyle: 'medium', timeStyle: 'short' })
      : format.dateTime(new Date(shown.at), { dateStyle: 'medium', timeZone: 'UTC' });
  };
  return {
    since(application: Pick<TApplication, 'status' | 'applied_at' | 'created_at'>): string {
      if (application.status === 'SAVED') return application.created_at == null ? '' : t('savedOn', { date: day(application.created_at) });
      return application.applied_at == null ? '' : t('appliedOn', { date: day(application.applied_at) });
    },
    /** The interview's day, with its time when it has one; empty when none is planned. */
    interviewDate,
    /** "Interview: …" as a card's line; empty when none is planned. */
    interview(application: Pick<TApplication, 'interview_at' | 'interview_time_at'>): string {
      const date = interviewDate(application);
      return date ? t('interviewOnCard', { date }) : '';
    },
  };
}
