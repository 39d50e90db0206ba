import '@mantine/core/styles/Container.css';
import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '~/app/page-metadata';
import { LinkButton } from '~/components/link-button';
import { DEFAULT_RETURN_PATH } from '~/domain/return-path';
import { getSession } from '~/server/auth/request-session';

export const generateMetadata = () => pageMetadata('notFound');

/** Any unknown address: what happened, and the way back that fits (the dashboard when signed in, else home or sign-in). */
export default async function NotFound() {
  const [t, session] = await Promise.all([getTranslations('pages.notFound'), getSession()]);
  return (
    <Container component="main" size="sm" py={96}>
      <Stack align="flex-start">
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('lead')}</Text>
        {session ? (
          <LinkButton href={DEFAULT_RETURN_PATH}>{t('toDashboard')}</LinkButton>
        ) : (
          <Group>
            <LinkButton href="/">{t('toHome')}</LinkButton>
            <LinkButton href="/auth" variant="outline">
              {t('signIn')}
            </LinkButton>
          </Group>
        )}
      </Stack>
    </Container>
  );
}
