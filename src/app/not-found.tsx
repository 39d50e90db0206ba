import { Container, Stack, Text, Title } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { LinkButton } from '~/components/link-button';

export default async function NotFound() {
  const t = await getTranslations();
  return (
    <Container component="main" size="sm" py={96}>
      <Stack align="flex-start">
        <Title order={1}>{t('pages.notFound.title')}</Title>
        <Text c="dimmed">{t('pages.notFound.lead')}</Text>
        <LinkButton href="/">{t('common.appName')}</LinkButton>
      </Stack>
    </Container>
  );
}
