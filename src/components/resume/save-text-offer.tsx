'use client';

import '@mantine/core/styles/Anchor.css';
import { Alert, Anchor, Button, Card, Collapse, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { api } from '~/trpc/react';
import { useErrorMessage } from '../errors/use-error-message';
import { WRAPPING_BUTTON } from './layout';

/** The offer to keep the text read from the PDF as the stored resume, with the text itself on request. */
export function SaveTextOffer({ text }: { text: string }) {
  const t = useTranslations('resume.results');
  const errorText = useErrorMessage();
  const textId = useId();
  const [isTextShown, setTextShown] = useState(false);
  const utils = api.useUtils();
  const stored = api.resume.get.useQuery();
  const save = api.resume.save.useMutation({
    onSuccess: (saved) => {
      utils.resume.get.setData(undefined, saved);
      // Personalised matches are ranked by the stored resume.
      void utils.jobs.matches.invalidate();
    },
  });
  const isSaved = save.isSuccess || stored.data?.resume_text === text;
  return (
    <Card withBorder radius="md" p="md" bg="orange.0" data-testid="save-text-offer">
      <Stack gap="sm">
        <Text size="sm" fw={600}>
          {t('saveOffer')}
        </Text>
        {stored.data?.hasResume && !isSaved ? <Text size="sm">{t('saveReplaces')}</Text> : null}
        <Group gap="sm" wrap="wrap">
          <Button onClick={() => save.mutate({ resume_text: text })} loading={save.isPending} disabled={isSaved} data-testid="save-text-button" {...WRAPPING_BUTTON}>
            {t('saveText')}
          </Button>
          <Button variant="subtle" onClick={() => setTextShown((shown) => !shown)} aria-expanded={isTextShown} aria-controls={textId} {...WRAPPING_BUTTON}>
            {isTextShown ? t('hideText') : t('showText')}
          </Button>
        </Group>
        {/* Present before anything is saved, so the confirmation is announced when it appears. */}
        <div role="status" aria-live="polite">
          {isSaved ? (
            <Alert color="teal" py="xs" role="none" data-testid="save-text-done">
              {t('saved')}{' '}
              <Anchor href="#stored-resume-title" size="sm">
                {t('seeStored')}
              </Anchor>
            </Alert>
          ) : null}
        </div>
        {save.isError ? (
          <Alert color="red" py="xs" title={t('saveFailed')}>
            {errorText(save.error, 'resume')}
          </Alert>
        ) : null}
        <Collapse expanded={isTextShown} id={textId}>
          <ScrollArea.Autosize mah={260} type="auto" bg="white" p="sm" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="extracted-text">
              {text}
            </Text>
          </ScrollArea.Autosize>
        </Collapse>
      </Stack>
    </Card>
  );
}
