'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { Form } from '~/components/ui/form';
import { Stack, Text, rem } from '~/components/ui/layout';
import { Alert, Button, Loader } from '~/components/ui/controls';
import { errorReason, uploadReasonMessage } from '~/domain/error-message';
import { keepsCaptcha, type TUploadReason } from '~/domain/resume-matching';
import { api } from '~/trpc/react';
import { useErrorMessage, useMessageText } from '../errors/use-error-message';
import { CaptchaWidget } from './captcha-widget';
import { PdfDropZone } from './pdf-drop-zone';
import { fileProblem, firstUploadProblem, readFileAsBase64 } from './upload-checks';
import classes from './upload-form.module.css';

type TProps = {
  file: File | null;
  onFile: (file: File | null) => void;
  /** The upload was accepted: the ranking runs as `requestId`. */
  onStarted: (requestId: string, fileName: string) => void;
};

/** The ALTCHA widget's rendered height (px) at every width. */
const CAPTCHA_HEIGHT = 53;
/** The challenge is never refreshed behind the person's back: only once spent (docs/product-rules.md §5.6) or expired. */
const CHALLENGE_OPTIONS = { staleTime: Infinity, gcTime: 0, refetchOnWindowFocus: false, refetchOnReconnect: false, retry: 1 } as const;
/** A server with no free PDF reader refuses before spending the token: the same upload is sent once more after this pause. */
const BUSY_RETRY_MS = 2_000;
const isBusy = (error: { data?: { reason?: string } | null }) => error.data?.reason === 'busy';

/**
 * Choose one PDF, pass the anti-bot check, press Match. The file's type, emptiness and size are
 * told as soon as it is chosen, before the captcha; a refusal found before the PDF is read keeps
 * the solved captcha (docs/product-rules.md §5.6).
 */
export function UploadForm({ file, onFile, onStarted }: TProps) {
  const t = useTranslations('resume.upload');
  const tCaptcha = useTranslations('resume.captcha');
  const messageText = useMessageText();
  const errorText = useErrorMessage();
  const hintId = useId();
  const fileErrorId = useId();
  const captchaTitleId = useId();
  const challenge = api.resume.challenge.useQuery(undefined, CHALLENGE_OPTIONS);
  const [token, setToken] = useState<string | null>(null);
  const [problem, setProblem] = useState<TUploadReason | null>(null);
  const [isReading, setReading] = useState(false);
  const upload = api.resume.upload.useMutation({
    retry: (failures, error) => failures < 1 && isBusy(error),
    retryDelay: BUSY_RETRY_MS,
    onSuccess: ({ request_id }, input) => {
      void challenge.refetch();
      onStarted(request_id, input.file_name ?? '');
    },
    // Refused before the PDF was read: the token was not spent, so the ticked box stays ticked.
    onError: (error, input) => (keepsCaptcha(errorReason(error)) ? setToken(input.captcha_token || null) : void challenge.refetch()),
  });
  const chosenProblem = file ? fileProblem(file) : null;
  const takeToken = (next: string | null) => {
    setToken(next);
    // The captcha the person was asked for is there: its message has done its work.
    if (next) setProblem((shown) => (shown === 'captchaFailed' ? null : shown));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    upload.reset();
    const found = firstUploadProblem(file, token);
    // A problem of the chosen file is already shown beside it.
    setProblem(found === chosenProblem ? null : found);
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
    <Form onSubmit={submit} noValidate>
      <Stack>
        <div className={classes.grid}>
          <Stack gap={6}>
            <Text fw={600} component="span">
              {t('fileLabel')}
            </Text>
            <PdfDropZone
              file={file}
              describedBy={chosenProblem ? `${fileErrorId} ${hintId}` : hintId}
              onFile={(next) => {
                setProblem(null);
                upload.reset();
                onFile(next);
              }}
            />
            {chosenProblem ? (
              <Alert color="red" role="alert" id={fileErrorId} data-testid="file-error" data-reason={chosenProblem}>
                {messageText(uploadReasonMessage(chosenProblem) ?? { key: 'errors.generic' })}
              </Alert>
            ) : null}
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
                <CaptchaWidget challenge={challenge.data} onToken={takeToken} onExpired={() => void challenge.refetch()} />
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
    </Form>
  );
}
