'use client';

import { Alert, Badge, Button, Card, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { TotpSetup } from '~/components/auth/totp-setup';
import { useErrorMessage } from '~/components/errors/use-error-message';
import { logout } from '~/components/shell/logout';
import { api } from '~/trpc/react';
import { PasswordChecklist } from '~/components/auth/password-checklist';
import '~/components/password-input-css';

/** Password change, authenticator-app (TOTP) setup and sign-out on every device. */
export function SecurityPanel() {
  const t = useTranslations('security');
  const tAuth = useTranslations('auth');
  const errorText = useErrorMessage();
  const router = useRouter();
  const queryClient = useQueryClient();
  const utils = api.useUtils();
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [code, setCode] = useState('');
  const mfa = api.auth.mfaStatus.useQuery();
  const changePassword = api.auth.changePassword.useMutation({
    onSuccess: () => {
      setOldPassword('');
      setNewPassword('');
    },
  });
  const setUp = api.auth.setUpTotp.useMutation();
  const verify = api.auth.verifyTotp.useMutation({ onSuccess: () => void utils.auth.mfaStatus.invalidate() });
  const signOutEverywhere = api.auth.signOutEverywhere.useMutation();

  const errorOf = (error: unknown) =>
    error ? (
      <Alert color="red" role="alert" data-testid="security-error">
        {errorText(error, 'auth')}
      </Alert>
    ) : null;

  return (
    <Stack gap="lg">
      <Card withBorder radius="md" p="lg">
        <form
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            changePassword.mutate({ oldPassword, newPassword });
          }}
          noValidate
        >
          <Stack gap="sm">
            <Title order={2} fz="lg">
              {t('passwordTitle')}
            </Title>
            {changePassword.isSuccess ? (
              <Alert color="teal" data-testid="security-notice">
                {tAuth('notices.passwordChanged')}
              </Alert>
            ) : null}
            {errorOf(changePassword.error)}
            <PasswordInput label={t('currentPassword')} autoComplete="current-password" value={oldPassword} onChange={(e) => setOldPassword(e.currentTarget.value)} />
            <PasswordInput
              label={tAuth('newPassword')}
              autoComplete="new-password"
              aria-describedby="new-password-rules"
              value={newPassword}
              onChange={(e) => setNewPassword(e.currentTarget.value)}
            />
            <PasswordChecklist id="new-password-rules" password={newPassword} />
            <Group>
              <Button type="submit" loading={changePassword.isPending}>
                {t('changePassword')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>

      <Card withBorder radius="md" p="lg">
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} fz="lg">
              {t('totpTitle')}
            </Title>
            {mfa.data ? (
              <Badge color={mfa.data.totpEnabled ? 'teal' : 'gray'} data-testid="totp-status">
                {mfa.data.totpEnabled ? t('on') : t('off')}
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed">
            {t('totpLead')}
          </Text>
          {mfa.error ? errorOf(mfa.error) : null}
          {verify.isSuccess ? (
            <Alert color="teal" data-testid="security-notice">
              {t('totpEnabled')}
            </Alert>
          ) : null}
          {setUp.data && !verify.isSuccess ? (
            <form
              onSubmit={(event: FormEvent) => {
                event.preventDefault();
                verify.mutate({ code });
              }}
              noValidate
            >
              <Stack gap="sm">
                <TotpSetup secret={setUp.data.secret} uri={setUp.data.uri} />
                {errorOf(verify.error)}
                <TextInput label={tAuth('totpCode')} inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.currentTarget.value)} />
                <Group>
                  <Button type="submit" loading={verify.isPending}>
                    {t('verify')}
                  </Button>
                </Group>
              </Stack>
            </form>
          ) : (
            <>
              {errorOf(setUp.error)}
              <Group>
                <Button variant="light" onClick={() => setUp.mutate()} loading={setUp.isPending}>
                  {mfa.data?.totpEnabled ? t('replaceTotp') : t('setUpTotp')}
                </Button>
              </Group>
            </>
          )}
        </Stack>
      </Card>

      <Card withBorder radius="md" p="lg">
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {t('everywhereTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('everywhereLead')}
          </Text>
          <Group>
            <Button
              color="red"
              variant="light"
              loading={signOutEverywhere.isPending}
              onClick={() =>
                signOutEverywhere.mutate(undefined, {
                  onSettled: () =>
                    void logout(queryClient, (href) => {
                      router.replace(href);
                      router.refresh();
                    }),
                })
              }
            >
              {t('signOutEverywhere')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
