'use client';

import { useTranslations } from 'next-intl';
import { isKnownStatus } from '~/domain/applications';

/** A status as shown: its translation when it is one Rumbo knows, else as the API sent it. (Its own module: job cards need it, not the CSV export.) */
export function useStatusLabel(): (status: string) => string {
  const t = useTranslations('applications');
  return (status) => (isKnownStatus(status) ? t(`status.${status}`) : status);
}
