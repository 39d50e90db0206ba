'use client';

import { Accordion, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { UPLOAD_LIMITS } from '~/domain/resume-matching';
import '@mantine/core/styles/Accordion.css';

const QUESTIONS = ['subscription', 'renewal', 'autoRenew', 'matching', 'privacy', 'deleteAccount'] as const;

/** The support page's questions and answers; the limits quoted are the ones the server applies. */
export function SupportFaq() {
  const t = useTranslations('support.faq');
  const limits = { size: UPLOAD_LIMITS.maxBytes / (1024 * 1024), pages: UPLOAD_LIMITS.maxPages };
  return (
    <Accordion variant="separated" radius="md" order={3} multiple data-testid="support-faq">
      {QUESTIONS.map((question) => (
        <Accordion.Item key={question} value={question}>
          <Accordion.Control>{t(`${question}.question`)}</Accordion.Control>
          <Accordion.Panel>
            <Text size="sm">{t(`${question}.answer`, limits)}</Text>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
