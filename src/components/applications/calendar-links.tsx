'use client';

import { useTranslations } from 'next-intl';
import type { TShownApplication } from '~/domain/applications';
import { Anchor, Group } from '../ui/layout';

/** The .ics download of one planned date of the person's own application. */
const eventHref = (jobUrl: string, kind: 'interview' | 'follow_up') => `/api/calendar/event?${new URLSearchParams({ job_url: jobUrl, kind }).toString()}`;

/** "Add to calendar" for each saved planned date (interview, follow-up) of an application; nothing when none is set. */
export function CalendarLinks({ application }: { application: Pick<TShownApplication, 'job_url' | 'interview_at' | 'follow_up_at'> }) {
  const t = useTranslations('calendar');
  const links = [
    application.interview_at != null ? { kind: 'interview' as const, label: t('addInterview') } : null,
    application.follow_up_at != null ? { kind: 'follow_up' as const, label: t('addFollowUp') } : null,
  ].filter((link) => link !== null);
  if (!links.length) return null;
  return (
    <Group gap="md" data-testid="calendar-links">
      {links.map((link) => (
        <Anchor key={link.kind} href={eventHref(application.job_url, link.kind)} download size="sm" data-testid={`add-to-calendar-${link.kind}`}>
          {link.label}
        </Anchor>
      ))}
    </Group>
  );
}
