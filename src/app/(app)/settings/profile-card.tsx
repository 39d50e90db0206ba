'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useErrorMessage, useMessageText } from '~/components/errors/use-error-message';
import { PlainTextInput } from '~/components/plain/inputs';
import { PlainCard, PlainGroup, PlainStack, PlainTitle } from '~/components/plain/layout';
import { PlainAlert, PlainButton } from '~/components/plain/mantine-markup';
import type { TErrorMessage } from '~/domain/error-message';
import { NAME_MAX, nameError } from '~/domain/profile';
import { RememberName } from '~/components/shell/remember-name';
import { api } from '~/trpc/react';
import '~/components/form-css';

/** docs/product-rules.md §3 profile: the name, checked in the browser and again on the server; cached as userName when loaded. */
export function ProfileCard() {
  const t = useTranslations('profile');
  const errorText = useErrorMessage();
  const messageText = useMessageText();
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
  const save = api.user.updateName.useMutation({
    onSuccess: () => {
      // The refetched profile caches the saved name (RememberName below).
      void utils.user.me.invalidate();
    },
  });
  const fieldError = problem ? messageText(problem) : save.error ? errorText(save.error, 'profile') : undefined;
  return (
    <PlainCard>
      <form
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          const local = nameError(name);
          setProblem(local ? { key: `profile.errors.${local}` } : null);
          if (!local) save.mutate({ name });
          else save.reset();
        }}
        noValidate
      >
        <PlainStack gap="sm">
          <PlainTitle order={2} fz="lg">
            {t('title')}
          </PlainTitle>
          {/* docs/product-rules.md §5 profile loading: 'User email not found' / 'User data not found in DynamoDB'. */}
          {me.data ? <RememberName name={me.data.name} email={me.data.email} /> : null}
          {me.error ? (
            <PlainAlert color="red" data-testid="profile-error">
              {errorText(me.error, 'generic')}
            </PlainAlert>
          ) : null}
          {save.isSuccess && !fieldError ? (
            <PlainAlert color="teal" data-testid="profile-notice">
              {t('saved')}
            </PlainAlert>
          ) : null}
          <PlainTextInput
            disabled={!isLoaded}
            label={t('name')}
            description={t('nameHelp', { max: NAME_MAX })}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={fieldError}
          />
          <PlainGroup>
            <PlainButton type="submit" loading={save.isPending}>
              {t('save')}
            </PlainButton>
          </PlainGroup>
        </PlainStack>
      </form>
    </PlainCard>
  );
}
