'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { Suspense, useId, useState, type FormEvent } from 'react';
import { preloadedPart } from '~/components/lazy-part';
import { useErrorMessage } from '~/components/errors/use-error-message';
import { Form } from '~/components/ui/form';
import { TextInput } from '~/components/ui/inputs';
import { PasswordInput } from '~/components/ui/password-input';
import { useEarlyText } from '~/components/ui/typed-early';
import { Card, Group, Stack, Text, Title } from '~/components/ui/layout';
import { Alert, Badge, Button } from '~/components/ui/controls';
import { logout } from '~/components/shell/logout';
import { errorReason } from '~/domain/error-message';
import { RETURN_PARAM } from '~/domain/return-path';
import { api } from '~/trpc/react';
import { PasswordChecklist } from '~/components/auth/password-checklist';

// Shown only after "Set up" is pressed: its code is fetched then, alongside the set-up call.
const { Part: TotpSetup, preload: preloadTotpSetup } = preloadedPart(() => import('~/components/auth/totp-setup').then((module) => module.TotpSetup));

function SignInAgain({ onClick }: { onClick: () => void }) {
  const t = useTranslations('security');
  return (
    <Group>
      <Button onClick={onClick} data-testid="sign-in-again">
        {t('signInAgain')}
      </Button>
    </Group>
  );
}

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
  const passwordId = useId();
  // Typed before the page's code ran (a slow phone): the change sends what the boxes show.
  useEarlyText(`${passwordId}-current`, oldPassword, setOldPassword);
  useEarlyText(`${passwordId}-new`, newPassword, setNewPassword);
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
  // Changing the second factor needs a recent sign-in: the way on is to sign in again and come back here.
  const needsSignIn = [setUp.error, verify.error].some((error) => errorReason(error) === 'recentSignInRequired');
  const signInAgain = () =>
    void logout(queryClient, () => {
      router.replace(`/auth?${RETURN_PARAM}=${encodeURIComponent('/settings')}`);
      router.refresh();
    });

  const errorOf = (error: unknown) =>
    error ? (
      <Alert color="red" data-testid="security-error">
        {/* The sign-in rule's own words ("password is required to signIn") do not fit a signed-in person here. */}
        {errorReason(error) === 'passwordRequired' ? t('passwordsRequired') : errorText(error, 'auth')}
      </Alert>
    ) : null;

  return (
    <Stack gap="lg">
      <Card>
        <Form
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
                <Text size="sm">{tAuth('notices.passwordChanged')}</Text>
                <Text size="sm">{t('otherSessionsEnded')}</Text>
              </Alert>
            ) : null}
            {errorOf(changePassword.error)}
            <PasswordInput
              toggleLabel={tAuth('togglePassword')}
              id={`${passwordId}-current`}
              label={t('currentPassword')}
              autoComplete="current-password"
              value={oldPassword}
              onChange={(e) => setOldPassword(e.currentTarget.value)}
            />
            <PasswordInput
              toggleLabel={tAuth('togglePassword')}
              id={`${passwordId}-new`}
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
        </Form>
      </Card>

      <Card>
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
            <Form
              onSubmit={(event: FormEvent) => {
                event.preventDefault();
                verify.mutate({ code });
              }}
              noValidate
            >
              <Stack gap="sm">
                <Suspense fallback={null}>
                  <TotpSetup secret={setUp.data.secret} uri={setUp.data.uri} />
                </Suspense>
                {errorOf(verify.error)}
                {needsSignIn ? <SignInAgain onClick={signInAgain} /> : null}
                <TextInput label={tAuth('totpCode')} inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.currentTarget.value)} />
                <Group>
                  <Button type="submit" loading={verify.isPending}>
                    {t('verify')}
                  </Button>
                </Group>
              </Stack>
            </Form>
          ) : (
            <>
              {errorOf(setUp.error)}
              {needsSignIn ? (
                <SignInAgain onClick={signInAgain} />
              ) : (
                <Group>
                  <Button
                    variant="light"
                    onClick={() => {
                      void preloadTotpSetup().catch(() => undefined);
                      setUp.mutate();
                    }}
                    loading={setUp.isPending}
                  >
                    {mfa.data?.totpEnabled ? t('replaceTotp') : t('setUpTotp')}
                  </Button>
                </Group>
              )}
            </>
          )}
        </Stack>
      </Card>

      <Card>
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
