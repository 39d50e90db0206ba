'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { SUPPORT_LIMIT, SUPPORT_MESSAGE, SUPPORT_TOPICS, supportFormErrors, supportRequestOf, type TSupportField, type TSupportForm } from '~/domain/support';
import { charactersOver } from '~/domain/text-limits';
import { api } from '~/trpc/react';
import { useErrorMessage } from '../errors/use-error-message';
import { Form } from '../ui/form';
import { Textarea, TextInput } from '../ui/inputs';
import { useEarlyText } from '../ui/typed-early';
import { NativeSelect } from '../ui/native-select';
import { Card, Group, Stack, Text, Title } from '../ui/layout';
import { Alert, Button } from '../ui/controls';

const FIELDS: readonly TSupportField[] = ['topic', 'message', 'reply_email'];

/** The contact form of /support: topic, message and reply address (prefilled with the login email), checked as the server checks them. */
export function SupportForm({ sessionEmail }: { sessionEmail: string }) {
  const t = useTranslations('support.form');
  const format = useFormatter();
  const errorText = useErrorMessage();
  const id = useId();
  const fieldId = (field: TSupportField) => `${id}-${field}`;
  const empty: TSupportForm = { topic: null, message: '', reply_email: sessionEmail };
  const [form, setForm] = useState<TSupportForm>(empty);
  // Problems show once a send was tried, then follow the typing.
  const [isChecked, setChecked] = useState(false);
  const send = api.support.send.useMutation();
  // A message beyond its limit is refused as it is typed, before any send (docs/product-rules.md §9.3).
  const isTooLong = charactersOver(form.message, SUPPORT_MESSAGE.max, true) > 0;
  const problems = isChecked ? supportFormErrors(form) : isTooLong ? { message: 'messageTooLong' as const } : {};
  const problemText = (field: TSupportField) => {
    const problem = problems[field];
    return problem ? t(`errors.${problem}`, { min: SUPPORT_MESSAGE.min, max: format.number(SUPPORT_MESSAGE.max) }) : undefined;
  };
  const change = (values: Partial<TSupportForm>) => {
    send.reset();
    setForm((current) => ({ ...current, ...values }));
  };

  // Written before the page's code ran (a slow phone): what the boxes show is what a send sends.
  useEarlyText(fieldId('message'), form.message, (message) => change({ message }));
  useEarlyText(fieldId('reply_email'), form.reply_email, (reply_email) => change({ reply_email }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const input = supportRequestOf(form);
    if (input) {
      send.mutate(input);
      return;
    }
    // The first field to fix gets the focus, so a keyboard or screen-reader user lands on its message.
    const first = FIELDS.find((field) => supportFormErrors(form)[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  if (send.data) {
    return (
      <Alert color="teal" title={t('sentTitle')} role="status" data-testid="support-sent">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t.rich('sent', { reference: send.data.reference, email: send.variables.reply_email, b: (chunks) => <strong>{chunks}</strong> })}</Text>
          <Button
            variant="light"
            size="xs"
            onClick={() => {
              send.reset();
              setForm(empty);
              setChecked(false);
            }}
          >
            {t('another')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const length = form.message.trim().length;
  return (
    <Card radius="md" p="lg" component="section" aria-labelledby={`${id}-title`}>
      <Form onSubmit={submit} noValidate data-testid="support-form">
        <Stack gap="sm">
          <Title order={2} fz="h3" id={`${id}-title`}>
            {t('title')}
          </Title>
          <Text size="sm">{t('lead', { count: SUPPORT_LIMIT.perWindow })}</Text>
          <NativeSelect
            id={fieldId('topic')}
            label={t('topic')}
            data={[{ value: '', label: t('topicPlaceholder'), disabled: true }, ...SUPPORT_TOPICS.map((topic) => ({ value: topic, label: t(`topics.${topic}`) }))]}
            value={form.topic ?? ''}
            onChange={(event) => change({ topic: event.currentTarget.value || null })}
            error={problemText('topic')}
            required
            maw={360}
          />
          <Textarea
            id={fieldId('message')}
            label={t('message')}
            count={t('count', { count: format.number(length), max: format.number(SUPPORT_MESSAGE.max) })}
            value={form.message}
            onChange={(event) => change({ message: event.currentTarget.value })}
            error={problemText('message')}
            minRows={6}
            maxRows={16}
            required
          />
          <TextInput
            id={fieldId('reply_email')}
            type="email"
            autoComplete="email"
            label={t('replyEmail')}
            description={t('replyEmailHelp')}
            value={form.reply_email}
            onChange={(event) => change({ reply_email: event.currentTarget.value })}
            error={problemText('reply_email')}
            required
            maw={420}
          />
          {send.isError ? (
            <Alert color="red" role="alert" title={t('sendFailed')} data-testid="support-error">
              {errorText(send.error, 'generic')}
            </Alert>
          ) : null}
          <Group>
            <Button type="submit" loading={send.isPending}>
              {t('send')}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Card>
  );
}
