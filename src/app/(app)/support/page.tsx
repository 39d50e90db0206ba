import { Anchor, Stack, Text, Title } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { env } from '~/env';

export default async function SupportPage() {
  const t = await getTranslations('pages.support');
  return (
    <Stack gap="md">
      <Title order={1}>{t('title')}</Title>
      <Text>{t('lead')}</Text>
      <Anchor href={`mailto:${env.SUPPORT_EMAIL}`} c="orange.8">
        {t('mail', { email: env.SUPPORT_EMAIL })}
      </Anchor>
    </Stack>
  );
}
