'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { PlainCard, PlainStack, PlainText, PlainTitle } from '~/components/plain/layout';
import { PlainAlert, PlainButton } from '~/components/plain/mantine-markup';
import { uploadReasonMessage } from '~/domain/error-message';
import type { TMatchRequest } from '~/domain/resume-matching';
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
    <PlainAlert color="red" title={t('title')} data-testid="match-failed" data-reason={reason}>
      <PlainStack gap="sm" align="flex-start">
        <PlainText size="sm">{text}</PlainText>
        <PlainText size="sm">{t('hint')}</PlainText>
        <PlainButton color="red.8" onClick={onReset}>
          {t('tryAgain')}
        </PlainButton>
      </PlainStack>
    </PlainAlert>
  );
}

/** The upload-and-match card: the form, then the progress, then how it ended. The chosen file outlives a failed try. */
export function UploadCard({ phase, request, pollError, fileName, onStarted, onReset }: TProps) {
  const t = useTranslations('resume.upload');
  const tResults = useTranslations('resume.results');
  const [file, setFile] = useState<File | null>(null);
  return (
    <PlainCard component="section" aria-labelledby="resume-upload-title" id="resume-upload" style={BELOW_NAV}>
      <PlainStack>
        <PlainStack gap={4}>
          <PlainTitle order={2} fz="h3" id="resume-upload-title">
            {t('title')}
          </PlainTitle>
          <PlainText size="sm">{t('lead')}</PlainText>
        </PlainStack>
        {phase === 'form' ? <UploadForm file={file} onFile={setFile} onStarted={onStarted} /> : null}
        {phase === 'running' ? <MatchProgress request={request} fileName={fileName} /> : null}
        {phase === 'failed' ? <Failure request={request} pollError={pollError} onReset={onReset} /> : null}
        {phase === 'done' ? (
          <PlainStack gap="xs" align="flex-start">
            <PlainText size="sm" role="status" data-testid="match-done">
              {tResults('done', { name: fileName })}
            </PlainText>
            <PlainButton variant="light" onClick={onReset}>
              {tResults('again')}
            </PlainButton>
          </PlainStack>
        ) : null}
      </PlainStack>
    </PlainCard>
  );
}
