import { Paper, Stack, Text, Title } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { LinkButton } from '~/components/link-button';

export default async function OnboardingPage() {
  const t = await getTranslations('onboarding');
  return (
    <Paper p="xl" radius="lg" shadow="md" maw={520} w="100%">
      <Stack>
        <Title order={1}>{t('title')}</Title>
        <Text>{t('lead')}</Text>
        <LinkButton href="/auth" variant="outline">
          {t('goToSignIn')}
        </LinkButton>
      </Stack>
    </Paper>
  );
}
