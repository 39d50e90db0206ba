'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Anchor, Card, Group, Stack, Text } from '~/components/ui/layout';
import { Alert, Button } from '~/components/ui/controls';
import { api } from '~/trpc/react';
import { useErrorMessage } from '../errors/use-error-message';

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
    <Card p="md" bg="orange.0" data-testid="save-text-offer">
      <Stack gap="sm">
        <Text size="sm" fw={600}>
          {t('saveOffer')}
        </Text>
        {stored.data?.hasResume && !isSaved ? <Text size="sm">{t('saveReplaces')}</Text> : null}
        {/* Long labels wrap inside their buttons (globals.css). */}
        <Group gap="sm">
          <Button onClick={() => save.mutate({ resume_text: text })} loading={save.isPending} disabled={isSaved} data-testid="save-text-button">
            {t('saveText')}
          </Button>
          <Button variant="subtle" onClick={() => setTextShown((shown) => !shown)} aria-expanded={isTextShown} aria-controls={textId}>
            {isTextShown ? t('hideText') : t('showText')}
          </Button>
        </Group>
        {/* Present before anything is saved, so the confirmation is announced when it appears. */}
        <div role="status" aria-live="polite">
          {isSaved ? (
            <Alert color="teal" role="none" style={{ paddingBlock: 'var(--mantine-spacing-xs)' }} data-testid="save-text-done">
              {t('saved')}{' '}
              <Anchor href="#stored-resume-title" size="sm">
                {t('seeStored')}
              </Anchor>
            </Alert>
          ) : null}
        </div>
        {save.isError ? (
          <Alert color="red" title={t('saveFailed')} style={{ paddingBlock: 'var(--mantine-spacing-xs)' }}>
            {errorText(save.error, 'resume')}
          </Alert>
        ) : null}
        {/* The text scrolls in its own box; it is focusable so a keyboard can scroll it too. */}
        <div id={textId} hidden={!isTextShown}>
          <div
            tabIndex={0}
            role="region"
            aria-label={t('extractedText')}
            style={{ maxHeight: 260, overflowY: 'auto', background: 'var(--mantine-color-white)', padding: 'var(--mantine-spacing-sm)', borderRadius: 'var(--mantine-radius-sm)' }}
          >
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="extracted-text">
              {text}
            </Text>
          </div>
        </div>
      </Stack>
    </Card>
  );
}
