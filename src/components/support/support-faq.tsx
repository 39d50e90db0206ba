'use client';

import { useTranslations } from 'next-intl';
import { UPLOAD_LIMITS } from '~/domain/resume-matching';
import { Accordion } from '../ui/accordion';
import { Text } from '../ui/layout';

const QUESTIONS = ['subscription', 'renewal', 'autoRenew', 'matching', 'privacy', 'deleteAccount'] as const;

/** The support page's questions and answers; the limits quoted are the ones the server applies. */
export function SupportFaq() {
  const t = useTranslations('support.faq');
  const limits = { size: UPLOAD_LIMITS.maxBytes / (1024 * 1024), pages: UPLOAD_LIMITS.maxPages };
  return (
    <Accordion
      order={3}
      data-testid="support-faq"
      items={QUESTIONS.map((question) => ({ value: question, question: t(`${question}.question`), answer: <Text size="sm">{t(`${question}.answer`, limits)}</Text> }))}
    />
  );
}
