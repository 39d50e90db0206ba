'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { Stack, Text, rem } from '~/components/ui/layout';
import { Alert, Button, Loader } from '~/components/ui/controls';
import { uploadReasonMessage } from '~/domain/error-message';
import type { TUploadReason } from '~/domain/resume-matching';
import { api } from '~/trpc/react';
import { useErrorMessage, useMessageText } from '../errors/use-error-message';
import { CaptchaWidget } from './captcha-widget';
import { PdfDropZone } from './pdf-drop-zone';
import { firstUploadProblem, readFileAsBase64 } from './upload-checks';
import classes from './upload-form.module.css';

type TProps = {
  file: File | null;
  onFile: (file: File | null) => void;
  /** The upload was accepted: the ranking runs as `requestId`. */
  onStarted: (requestId: string, fileName: string) => void;
};

/** The challenge is used once: it is never refreshed behind the person's back, only after an upload or when it expires. */
/** The ALTCHA widget's rendered height (px) at every width. */
const CAPTCHA_HEIGHT = 53;
const CHALLENGE_OPTIONS = { staleTime: Infinity, gcTime: 0, refetchOnWindowFocus: false, refetchOnReconnect: false, retry: 1 } as const;
/** A server with no free PDF reader refuses before spending the token: the same upload is sent once more after this pause. */
const BUSY_RETRY_MS = 2_000;
const isBusy = (error: { data?: { reason?: string } | null }) => error.data?.reason === 'busy';

/** Choose one PDF, pass the anti-bot check, press Match: the docs/product-rules.md §5 checks run first, in order, then the upload. */
export function UploadForm({ file, onFile, onStarted }: TProps) {
  const t = useTranslations('resume.upload');
  const tCaptcha = useTranslations('resume.captcha');
  const messageText = useMessageText();
  const errorText = useErrorMessage();
  const hintId = useId();
  const captchaTitleId = useId();
  const challenge = api.resume.challenge.useQuery(undefined, CHALLENGE_OPTIONS);
  const [token, setToken] = useState<string | null>(null);
  const [problem, setProblem] = useState<TUploadReason | null>(null);
  const [isReading, setReading] = useState(false);
  const upload = api.resume.upload.useMutation({
    retry: (failures, error) => failures < 1 && isBusy(error),
    retryDelay: BUSY_RETRY_MS,
    onSuccess: ({ request_id }, input) => onStarted(request_id, input.file_name ?? ''),
    // A token is good for one upload, accepted or not: the next try needs a new challenge.
    onSettled: () => void challenge.refetch(),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    upload.reset();
    const found = firstUploadProblem(file, token);
    setProblem(found);
    if (found || !file || !token) return;
    setReading(true);
    try {
      const pdfData = await readFileAsBase64(file);
      setToken(null);
      upload.mutate({ file_name: file.name, pdf_data: pdfData, captcha_token: token });
    } catch {
      setProblem('readFailed');
    } finally {
      setReading(false);
    }
  };

  const problemText = problem ? messageText(uploadReasonMessage(problem) ?? { key: 'errors.generic' }) : upload.isError ? errorText(upload.error, 'resume') : null;
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <div className={classes.grid}>
          <Stack gap={6}>
            <Text fw={600} component="span">
              {t('fileLabel')}
            </Text>
            <PdfDropZone
              file={file}
              describedBy={hintId}
              onFile={(next) => {
                setProblem(null);
                upload.reset();
                onFile(next);
              }}
            />
            <Text size="xs" id={hintId}>
              {t('privacy')}
            </Text>
          </Stack>
          <Stack gap={6} role="group" aria-labelledby={captchaTitleId}>
            <Text fw={600} component="span" id={captchaTitleId}>
              {tCaptcha('title')}
            </Text>
            <Text size="sm">{tCaptcha('help')}</Text>
            {/* The slot keeps the widget's height while the challenge loads, so nothing below moves. */}
            <div style={{ minHeight: rem(CAPTCHA_HEIGHT) }}>
              {challenge.isError ? (
                <Alert color="red" title={tCaptcha('unavailable')}>
                  <Button size="xs" variant="light" color="red" onClick={() => void challenge.refetch()}>
                    {tCaptcha('retry')}
                  </Button>
                </Alert>
              ) : challenge.data ? (
                <CaptchaWidget challenge={challenge.data} onToken={setToken} onExpired={() => void challenge.refetch()} />
              ) : (
                <Loader size="sm" role="status" aria-label={tCaptcha('loading')} />
              )}
            </div>
            <Button
              type="submit"
              size="md"
              loading={isReading || upload.isPending}
              data-testid="match-button"
              style={{ alignSelf: 'flex-start', marginTop: 'var(--mantine-spacing-sm)' }}
            >
              {t('match')}
            </Button>
          </Stack>
        </div>
        {problemText ? (
          <Alert color="red" data-testid="upload-error" data-reason={problem ?? undefined}>
            {problemText}
          </Alert>
        ) : null}
      </Stack>
    </form>
  );
}
