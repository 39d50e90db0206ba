'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { Suspense, useState, type FormEvent } from 'react';
import { preloadedPart } from '~/components/lazy-part';
import { useErrorMessage } from '~/components/errors/use-error-message';
import { PlainTextInput } from '~/components/plain/inputs';
import { PlainPasswordInput } from '~/components/plain/password-input';
import { PlainCard, PlainGroup, PlainStack, PlainText, PlainTitle } from '~/components/plain/layout';
import { PlainAlert, PlainBadge, PlainButton } from '~/components/plain/mantine-markup';
import { logout } from '~/components/shell/logout';
import { errorReason } from '~/domain/error-message';
import { RETURN_PARAM } from '~/domain/return-path';
import { api } from '~/trpc/react';
import { PasswordChecklist } from '~/components/auth/password-checklist';
import '~/components/password-input-css';

// Shown only after "Set up" is pressed: its code is fetched then, alongside the set-up call.
const { Part: TotpSetup, preload: preloadTotpSetup } = preloadedPart(() => import('~/components/auth/totp-setup').then((module) => module.TotpSetup));

function SignInAgain({ onClick }: { onClick: () => void }) {
  const t = useTranslations('security');
  return (
    <PlainGroup>
      <PlainButton onClick={onClick} data-testid="sign-in-again">
        {t('signInAgain')}
      </PlainButton>
    </PlainGroup>
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
      <PlainAlert color="red" data-testid="security-error">
        {errorText(error, 'auth')}
      </PlainAlert>
    ) : null;

  return (
    <PlainStack gap="lg">
      <PlainCard>
        <form
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            changePassword.mutate({ oldPassword, newPassword });
          }}
          noValidate
        >
          <PlainStack gap="sm">
            <PlainTitle order={2} fz="lg">
              {t('passwordTitle')}
            </PlainTitle>
            {changePassword.isSuccess ? (
              <PlainAlert color="teal" data-testid="security-notice">
                <PlainText size="sm">{tAuth('notices.passwordChanged')}</PlainText>
                <PlainText size="sm">{t('otherSessionsEnded')}</PlainText>
              </PlainAlert>
            ) : null}
            {errorOf(changePassword.error)}
            <PlainPasswordInput
              toggleLabel={tAuth('togglePassword')}
              label={t('currentPassword')}
              autoComplete="current-password"
              value={oldPassword}
              onChange={(e) => setOldPassword(e.currentTarget.value)}
            />
            <PlainPasswordInput
              toggleLabel={tAuth('togglePassword')}
              label={tAuth('newPassword')}
              autoComplete="new-password"
              aria-describedby="new-password-rules"
              value={newPassword}
              onChange={(e) => setNewPassword(e.currentTarget.value)}
            />
            <PasswordChecklist id="new-password-rules" password={newPassword} />
            <PlainGroup>
              <PlainButton type="submit" loading={changePassword.isPending}>
                {t('changePassword')}
              </PlainButton>
            </PlainGroup>
          </PlainStack>
        </form>
      </PlainCard>

      <PlainCard>
        <PlainStack gap="sm">
          <PlainGroup justify="space-between">
            <PlainTitle order={2} fz="lg">
              {t('totpTitle')}
            </PlainTitle>
            {mfa.data ? (
              <PlainBadge color={mfa.data.totpEnabled ? 'teal' : 'gray'} data-testid="totp-status">
                {mfa.data.totpEnabled ? t('on') : t('off')}
              </PlainBadge>
            ) : null}
          </PlainGroup>
          <PlainText size="sm" c="dimmed">
            {t('totpLead')}
          </PlainText>
          {mfa.error ? errorOf(mfa.error) : null}
          {verify.isSuccess ? (
            <PlainAlert color="teal" data-testid="security-notice">
              {t('totpEnabled')}
            </PlainAlert>
          ) : null}
          {setUp.data && !verify.isSuccess ? (
            <form
              onSubmit={(event: FormEvent) => {
                event.preventDefault();
                verify.mutate({ code });
              }}
              noValidate
            >
              <PlainStack gap="sm">
                <Suspense fallback={null}>
                  <TotpSetup secret={setUp.data.secret} uri={setUp.data.uri} />
                </Suspense>
                {errorOf(verify.error)}
                {needsSignIn ? <SignInAgain onClick={signInAgain} /> : null}
                <PlainTextInput label={tAuth('totpCode')} inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.currentTarget.value)} />
                <PlainGroup>
                  <PlainButton type="submit" loading={verify.isPending}>
                    {t('verify')}
                  </PlainButton>
                </PlainGroup>
              </PlainStack>
            </form>
          ) : (
            <>
              {errorOf(setUp.error)}
              {needsSignIn ? (
                <SignInAgain onClick={signInAgain} />
              ) : (
                <PlainGroup>
                  <PlainButton
                    variant="light"
                    onClick={() => {
                      void preloadTotpSetup().catch(() => undefined);
                      setUp.mutate();
                    }}
                    loading={setUp.isPending}
                  >
                    {mfa.data?.totpEnabled ? t('replaceTotp') : t('setUpTotp')}
                  </PlainButton>
                </PlainGroup>
              )}
            </>
          )}
        </PlainStack>
      </PlainCard>

      <PlainCard>
        <PlainStack gap="sm">
          <PlainTitle order={2} fz="lg">
            {t('everywhereTitle')}
          </PlainTitle>
          <PlainText size="sm" c="dimmed">
            {t('everywhereLead')}
          </PlainText>
          <PlainGroup>
            <PlainButton
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
            </PlainButton>
          </PlainGroup>
        </PlainStack>
      </PlainCard>
    </PlainStack>
  );
}
