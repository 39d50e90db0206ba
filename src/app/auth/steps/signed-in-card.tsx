'use client';

import { Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { logout } from '~/components/shell/logout';

/** SPEC §4: signing in while signed in is refused, so /auth offers to continue or sign out instead. */
export function SignedInCard({ email }: { email: string }) {
  const t = useTranslations('auth');
  const router = useRouter();
  const queryClient = useQueryClient();
  const signOut = () =>
    void logout(queryClient, (href) => {
      router.replace(href);
      router.refresh();
    });
  return (
    <Stack gap="sm" data-testid="signed-in-card">
      <Text>{t('alreadySignedIn', { email })}</Text>
      <Group>
        <Button onClick={() => router.push('/dashboard')}>{t('continue')}</Button>
        <Button variant="default" onClick={signOut}>
          {t('signOut')}
        </Button>
      </Group>
    </Stack>
  );
}
