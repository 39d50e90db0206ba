'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Card, Stack, Text, Title } from '~/components/ui/layout';
import { Alert, Button } from '~/components/ui/controls';
import { uploadReasonMessage } from '~/domain/error-message';
import type { TMatchRequest } from '~/domain/resume-matching-schema';
import { useErrorMessage, useMessageText } from '../errors/use-error-message';
import { BELOW_NAV } from './layout';
import type { TMatchPhase } from './match-phase';
import { MatchProgress } from './match-progress';
import { UploadForm } from './upload-form';

type TProps = {
  phase: TMatchPhase;
  request: TMatchRequest | undefined;
  /** Why polling itself failed (e.g. the request is unknown or expired). */
  pollError: unknown;
  fileName: string;
  onStarted: (requestId: string, fileName: string) => void;
  /** Back to the form, with a new anti-bot challenge. */
  onReset: () => void;
};

/** Why the ranking failed, translated, and the way back to the form. */
function Failure({ request, pollError, onReset }: Pick<TProps, 'request' | 'pollError' | 'onReset'>) {
  const t = useTranslations('resume.failed');
  const messageText = useMessageText();
  const errorText = useErrorMessage();
  const reason = request?.error?.reason;
  const text = reason ? messageText(uploadReasonMessage(reason) ?? { key: 'errors.generic' }) : errorText(pollError, 'resume');
  return (
    <Alert color="red" title={t('title')} data-testid="match-failed" data-reason={reason}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{text}</Text>
        <Text size="sm">{t('hint')}</Text>
        <Button color="red.8" onClick={onReset}>
          {t('tryAgain')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** The upload-and-match card: the form, then the progress, then how it ended. The chosen file outlives a failed try. */
export function UploadCard({ phase, request, pollError, fileName, onStarted, onReset }: TProps) {
  const t = useTranslations('resume.upload');
  const tResults = useTranslations('resume.results');
  const [file, setFile] = useState<File | null>(null);
  return (
    <Card component="section" aria-labelledby="resume-upload-title" id="resume-upload" style={BELOW_NAV}>
      <Stack>
        <Stack gap={4}>
          <Title order={2} fz="h3" id="resume-upload-title">
            {t('title')}
          </Title>
          <Text size="sm">{t('lead')}</Text>
        </Stack>
        {phase === 'form' ? <UploadForm file={file} onFile={setFile} onStarted={onStarted} /> : null}
        {phase === 'running' ? <MatchProgress request={request} fileName={fileName} /> : null}
        {phase === 'failed' ? <Failure request={request} pollError={pollError} onReset={onReset} /> : null}
        {phase === 'done' ? (
          <Stack gap="xs" align="flex-start">
            <Text size="sm" role="status" data-testid="match-done">
              {tResults(request?.result?.matches.length ? 'done' : 'doneNone', { name: fileName })}
            </Text>
            <Button variant="light" onClick={onReset}>
              {tResults('again')}
            </Button>
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}
