'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { useErrorMessage, useMessageText } from '~/components/errors/use-error-message';
import { Form } from '~/components/ui/form';
import { TextInput } from '~/components/ui/inputs';
import { useEarlyText } from '~/components/ui/typed-early';
import { Card, Group, Stack, Title } from '~/components/ui/layout';
import { Alert, Button } from '~/components/ui/controls';
import { SavedNotice } from '~/components/saved-notice';
import { useLengthLimit } from '~/components/length-limit';
import type { TErrorMessage } from '~/domain/error-message';
import { NAME_MAX, nameError } from '~/domain/profile';
import { RememberName } from '~/components/shell/remember-name';
import { api } from '~/trpc/react';

/** docs/product-rules.md §3 profile: the name, checked in the browser and again on the server; cached as userName when loaded. */
export function ProfileCard() {
  const t = useTranslations('profile');
  const errorText = useErrorMessage();
  const messageText = useMessageText();
  const lengthLimit = useLengthLimit();
  const utils = api.useUtils();
  const me = api.user.me.useQuery();
  const [name, setName] = useState('');
  // A rule broken in the browser; a server refusal is read from the mutation's own error.
  const [problem, setProblem] = useState<TErrorMessage | null>(null);
  const [isLoaded, setLoaded] = useState(false);
  // Fill the field once from the stored profile (during render, React's pattern for state that
  // follows props); later refetches never overwrite what is being typed.
  if (me.data && !isLoaded) {
    setName(me.data.name === me.data.email ? '' : me.data.name);
    setLoaded(true);
  }
  const fieldId = `profile-name-${useId()}`;
  // A name typed before the page's code ran (a slow phone) is the one Save sends, not only the one shown.
  useEarlyText(fieldId, name, setName);
  const save = api.user.updateName.useMutation({
    onSuccess: () => {
      // The refetched profile caches the saved name (RememberName below).
      void utils.user.me.invalidate();
    },
  });
  const fieldError = problem ? messageText(problem) : save.error ? errorText(save.error, 'profile') : undefined;
  return (
    <Card>
      <Form
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          const local = nameError(name);
          setProblem(local ? { key: `profile.errors.${local}` } : null);
          if (!local) save.mutate({ name });
          else save.reset();
        }}
        noValidate
      >
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {t('title')}
          </Title>
          {/* docs/product-rules.md §5 profile loading: 'User email not found' / 'User data not found in DynamoDB'. */}
          {me.data ? <RememberName name={me.data.name} email={me.data.email} /> : null}
          {me.error ? (
            <Alert color="red" data-testid="profile-error">
              {errorText(me.error, 'generic')}
            </Alert>
          ) : null}
          <TextInput
            id={fieldId}
            disabled={!isLoaded}
            label={t('name')}
            description={t('nameHelp', { max: NAME_MAX })}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            count={lengthLimit(name, NAME_MAX, { isTrimmed: true }).count}
            error={fieldError}
          />
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('save')}
            </Button>
          </Group>
          {save.isSuccess && !fieldError ? <SavedNotice data-testid="profile-notice">{t('saved')}</SavedNotice> : null}
        </Stack>
      </Form>
    </Card>
  );
}
