'use client';

import { Alert, Button, Card, Group, Stack, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useState, type FormEvent } from 'react';
import { NAME_ERRORS, NAME_MAX, nameError, type TNameError } from '~/domain/profile';
import { useTRPC } from '~/trpc/react';

/** SPEC §3 profile: the name, checked in the browser and again on the server; cached as userName. */
export function ProfileCard() {
  const t = useTranslations('profile');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const me = useQuery(trpc.user.me.queryOptions());
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<TNameError | 'saveFailed' | null>(null);
  const [isLoaded, setLoaded] = useState(false);
  // Fill the field once from the stored profile; later refetches never overwrite what is being typed.
  useEffect(() => {
    if (!me.data || isLoaded) return;
    setName(me.data.name === me.data.email ? '' : me.data.name);
    setLoaded(true);
  }, [me.data, isLoaded]);
  const save = useMutation(
    trpc.user.updateName.mutationOptions({
      onSuccess: (profile) => {
        window.localStorage.setItem('userName', profile.name);
        void queryClient.invalidateQueries(trpc.user.me.queryFilter());
      },
      onError: (error) => {
        const reason = (error.data as { reason?: string } | undefined)?.reason;
        setProblem(reason && reason in NAME_ERRORS ? (reason as TNameError) : 'saveFailed');
      },
    }),
  );
  return (
    <Card withBorder radius="md" p="lg">
      <form
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          const local = nameError(name);
          setProblem(local);
          if (!local) save.mutate({ name });
        }}
        noValidate
      >
        <Stack gap="sm">
          <Title order={2} fz="lg">{t('title')}</Title>
          {save.isSuccess && !problem ? <Alert color="teal" data-testid="profile-notice">{t('saved')}</Alert> : null}
          <TextInput disabled={!isLoaded} label={t('name')} description={t('nameHelp', { max: NAME_MAX })} value={name} onChange={(e) => setName(e.currentTarget.value)} error={problem ? t(`errors.${problem}`) : undefined} />
          <Group><Button type="submit" loading={save.isPending}>{t('save')}</Button></Group>
        </Stack>
      </form>
    </Card>
  );
}
